import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import 'ol/ol.css';
import type { ComparisonLocation } from '@headgate/contracts';
import { DISTRICT_CENTER, offlineBasemapLayers } from '@headgate/offline-basemap';
import {
  AXIS_OUTLINES,
  AXIS_OUTLINE_WIDTH,
  PLAIN_OUTLINE_WIDTH,
  axisOf,
} from './comparisonMarkers';

const ZOOM = 8.4;
const RADIUS = 8;

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
    const map = new OlMap({
      target: target.current,
      view: new View({ center: DISTRICT_CENTER, zoom: ZOOM }),
      layers: [...offlineBasemapLayers(), new VectorLayer({ source: stations.current })],
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
