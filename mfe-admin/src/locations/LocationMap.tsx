import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Point from 'ol/geom/Point';
import Translate from 'ol/interaction/Translate';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import 'ol/ol.css';
import { roundCoordinate, type LocationMapPoint } from '@headgate/contracts';
import { DISTRICT_CENTER, offlineBasemapLayers } from '@headgate/offline-basemap';

/** Zoom of a new location without coordinates, and of one with (spec §2 Locations Setup). */
export const DISTRICT_ZOOM = 8;
export const LOCATION_ZOOM = 16;

const MARKER = new Style({
  image: new Circle({
    radius: 10,
    fill: new Fill({ color: '#d62728' }),
    stroke: new Stroke({ color: '#ffffff', width: 3 }),
  }),
  zIndex: 2,
});
const OTHER = (color: string) =>
  new Style({
    image: new Circle({
      radius: 5,
      fill: new Fill({ color: `${color}88` }),
      stroke: new Stroke({ color: '#ffffff88', width: 1 }),
    }),
  });

const isCoordinate = (latitude: number | null, longitude: number | null) =>
  latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;

/**
 * The location form's map (spec §2): the offline basemap, the other locations faintly, and
 * one draggable marker. Dragging it reports the new coordinate (5 decimals); typed
 * coordinates move it and zoom to it.
 */
export function LocationMap({
  latitude,
  longitude,
  others,
  onMove,
}: {
  latitude: number | null;
  longitude: number | null;
  others: readonly LocationMapPoint[];
  onMove: (latitude: number, longitude: number) => void;
}) {
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const marker = useRef(new Feature<Point>());
  const context = useRef(new VectorSource());
  const moved = useRef(onMove);
  moved.current = onMove;

  useEffect(() => {
    if (!target.current) return;
    marker.current.setStyle(MARKER);
    const markerSource = new VectorSource({ features: [marker.current] });
    const markerLayer = new VectorLayer({ source: markerSource });
    const translate = new Translate({ layers: [markerLayer] });
    translate.on('translateend', () => {
      const geometry = marker.current.getGeometry();
      if (!geometry) return;
      const [lon, lat] = toLonLat(geometry.getCoordinates());
      moved.current(roundCoordinate(lat!), roundCoordinate(lon!));
    });
    map.current = new OlMap({
      target: target.current,
      view: new View({ center: DISTRICT_CENTER, zoom: DISTRICT_ZOOM }),
      layers: [
        ...offlineBasemapLayers(),
        new VectorLayer({ source: context.current }),
        markerLayer,
      ],
    });
    map.current.addInteraction(translate);
    return () => {
      map.current?.setTarget(undefined);
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const view = map.current?.getView();
    if (!isCoordinate(latitude, longitude)) {
      marker.current.setGeometry(undefined);
      view?.setCenter(DISTRICT_CENTER);
      view?.setZoom(DISTRICT_ZOOM);
      return;
    }
    const at = fromLonLat([longitude!, latitude!]);
    marker.current.setGeometry(new Point(at));
    view?.setCenter(at);
    view?.setZoom(LOCATION_ZOOM);
    // Says when the marker is drawn where it now is: only then can it be picked up.
    map.current?.once('rendercomplete', () =>
      target.current?.setAttribute('data-rendered', `${latitude},${longitude}`),
    );
  }, [latitude, longitude]);

  useEffect(() => {
    context.current.clear();
    context.current.addFeatures(
      others.map((location) => {
        const feature = new Feature(new Point(fromLonLat(location.location_geometry.coordinates)));
        feature.setStyle(OTHER(location.map_sym_fill_color));
        return feature;
      }),
    );
  }, [others]);

  return (
    <Box
      ref={target}
      component="section"
      // A region, not an image: it holds OpenLayers' zoom buttons and the draggable marker.
      aria-label="Location map: drag the red marker to set the coordinates"
      data-marker={isCoordinate(latitude, longitude) ? `${latitude},${longitude}` : 'none'}
      sx={{ height: 320, width: '100%', borderRadius: 1, overflow: 'hidden', bgcolor: '#dfe8ee' }}
    />
  );
}
