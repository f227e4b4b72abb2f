import type OlMap from 'ol/Map';
import { MapDevToolsBox } from './MapDevToolsBox';
import { useMapDevValues } from './useMapDevValues';

/** The box with the map's live values; a chunk of its own, fetched for Developers only. */
export default function LiveMapDevTools({ map }: { map: OlMap }) {
  return <MapDevToolsBox values={useMapDevValues(map)} />;
}
