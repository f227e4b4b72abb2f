import GeoJSON from 'ol/format/GeoJSON';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style } from 'ol/style';
import { basemapLayerPath, type BasemapLayerId } from '@headgate/contracts/calls';

/** The district's centre (spec: the dashboard map's default) in the map's projection. */
export const DISTRICT_CENTER = fromLonLat([-104.73472, 40.00753]);

// Drawn plainly, under whatever the map is for: land, county lines, lakes, rivers.
const LAYERS: readonly { layer: BasemapLayerId; style: Style }[] = [
  {
    layer: 'state',
    style: new Style({
      fill: new Fill({ color: '#f4f1ea' }),
      stroke: new Stroke({ color: '#8a8577', width: 1.5 }),
    }),
  },
  {
    layer: 'counties',
    style: new Style({ stroke: new Stroke({ color: '#b9b2a3', width: 1, lineDash: [3, 2] }) }),
  },
  { layer: 'lakes', style: new Style({ fill: new Fill({ color: '#a8d1e7' }) }) },
  { layer: 'rivers', style: new Style({ stroke: new Stroke({ color: '#6fa8d6', width: 1.5 }) }) },
];

/**
 * The offline basemap's layers, read from the server (no tiles, nothing from the internet):
 * the background of a small map, in EPSG:3857.
 */
export function offlineBasemapLayers(): VectorLayer<VectorSource>[] {
  const format = new GeoJSON({ featureProjection: 'EPSG:3857' });
  return LAYERS.map(
    ({ layer, style }) =>
      new VectorLayer({
        source: new VectorSource({ url: basemapLayerPath(layer), format }),
        style,
        properties: { basemapLayer: layer },
      }),
  );
}
