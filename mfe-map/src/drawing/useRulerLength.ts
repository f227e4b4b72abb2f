import { useEffect, useState } from 'react';
import type Feature from 'ol/Feature';
import type LineString from 'ol/geom/LineString';
import { unByKey } from 'ol/Observable';
import type VectorSource from 'ol/source/Vector';
import { getLength } from 'ol/sphere';
import { formatFeet } from './measurements';

/** The length of the ruler's finished measurement in feet ("1,234.5 ft"); '' when none. */
export function useRulerLength(ruler: VectorSource<Feature>): string {
  const [length, setLength] = useState('');
  useEffect(() => {
    const keys = [
      ruler.on('addfeature', (event) => {
        const line = event.feature?.getGeometry() as LineString | undefined;
        setLength(line ? formatFeet(getLength(line)) : '');
      }),
      ruler.on('clear', () => setLength('')),
    ];
    return () => unByKey(keys);
  }, [ruler]);
  return length;
}
