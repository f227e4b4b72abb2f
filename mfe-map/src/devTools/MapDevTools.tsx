import type OlMap from 'ol/Map';
import { DeveloperOnly } from '@headgate/auth';
import { MapDevToolsBox } from './MapDevToolsBox';
import { useMapDevValues } from './useMapDevValues';

function LiveMapDevTools({ map }: { map: OlMap }) {
  return <MapDevToolsBox values={useMapDevValues(map)} />;
}

/**
 * The 'Map Dev Tools' box over the map, for Developers only (public-map §2, §6). Nobody else
 * gets the box or its map listeners.
 */
export function MapDevTools({ map }: { map: OlMap }) {
  return (
    <DeveloperOnly>
      <LiveMapDevTools map={map} />
    </DeveloperOnly>
  );
}
