import { Suspense } from 'react';
import type OlMap from 'ol/Map';
import { DeveloperOnly } from '@headgate/auth';
import { retryingLazy } from '@headgate/design-system';

const LiveMapDevTools = retryingLazy(() => import('./LiveMapDevTools'));

/**
 * The 'Map Dev Tools' box over the map, for Developers only (public-map §2, §6). Nobody else
 * gets the box or its map listeners.
 */
export function MapDevTools({ map }: { map: OlMap }) {
  return (
    <DeveloperOnly>
      <Suspense>
        <LiveMapDevTools map={map} />
      </Suspense>
    </DeveloperOnly>
  );
}
