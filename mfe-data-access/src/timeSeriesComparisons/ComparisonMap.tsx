import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import 'ol/ol.css';
import { API_BASE } from '@headgate/api-client';
import { basemapLayerPath, type ComparisonLocation } from '@headgate/contracts';
import {
  AXIS_OUTLINES,
  AXIS_OUTLINE_WIDTH,
  PLAIN_OUTLINE_WIDTH,
  axisOf,
} from './comparisonMarkers';

// The offline basemap's own GeoJSON layers (the server's), drawn plainly under the stations.
const BASEMAP = [
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
] as const;

const CENTER = fromLonLat([-104.73472, 40.00753]);
const ZOOM = 8.4;
const RADIUS = 8;

const apiPath = (path: string) => path.replace(/^\/api/, API_BASE);

/**
 * The comparison's map (spec §2): every station that may be compared, outlined yellow on the
 * left axis, red on the right, orange on both (5 px wide), over the offline basemap.
 */
export function ComparisonMap({
  locations,
  left,
  right,
}: {
  locations: readonly ComparisonLocation[];
  left: readonly number[];
  right: readonly number[];
}) {
  const target = useRef<HTMLDivElement>(null);
  const stations = useRef(new VectorSource());

  useEffect(() => {
    if (!target.current) return;
    const format = new GeoJSON({ featureProjection: 'EPSG:3857' });
    const map = new OlMap({
      target: target.current,
      view: new View({ center: CENTER, zoom: ZOOM }),
      layers: [
        ...BASEMAP.map(
          ({ layer, style }) =>
            new VectorLayer({
              source: new VectorSource({ url: apiPath(basemapLayerPath(layer)), format }),
              style,
            }),
        ),
        new VectorLayer({ source: stations.current }),
      ],
    });
    return () => map.setTarget(undefined);
  }, []);

  useEffect(() => {
    const source = stations.current;
    source.clear();
    source.addFeatures(
      locations.map((location) => {
        const axis = axisOf(location.location_ndx, left, right);
        const feature = new Feature(new Point(fromLonLat([location.longitude, location.latitude])));
        feature.setStyle(
          new Style({
            image: new Circle({
              radius: RADIUS,
              fill: new Fill({ color: location.legend_color }),
              stroke: new Stroke({
                color: axis ? AXIS_OUTLINES[axis] : '#ffffff',
                width: axis ? AXIS_OUTLINE_WIDTH : PLAIN_OUTLINE_WIDTH,
              }),
            }),
            zIndex: axis ? 1 : 0,
          }),
        );
        return feature;
      }),
    );
  }, [locations, left, right]);

  return (
    <Box
      ref={target}
      component="section"
      // A region, not an image: it holds OpenLayers' zoom buttons.
      aria-label={`Map of the ${locations.length} stations; those on the left axis outlined yellow, on the right red, on both orange`}
      data-stations={locations.length}
      sx={{ height: 360, borderRadius: 1, overflow: 'hidden', bgcolor: '#dfe8ee' }}
    />
  );
}
