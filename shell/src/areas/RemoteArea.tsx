import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { mountRootParcel, type Parcel } from 'single-spa';
import { REMOTE_TITLES, type RemoteId, type RemoteMountProps } from '@headgate/platform';
import { AreaUnavailable, Loader } from '@headgate/design-system';
import { loadRemoteLifecycles } from './remoteLoader';

type AreaState = 'loading' | 'mounted' | 'unavailable';

/** The site's base path, handed to every remote's router. */
export const BASE_PATH = '/';

/**
 * The content area for one remote: loads it at run time, mounts it as a single-spa parcel, and
 * shows the unavailable panel with Retry when loading or mounting fails.
 */
export function RemoteArea({ remoteId }: { remoteId: RemoteId }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<AreaState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const target = document.createElement('div');
    target.style.display = 'contents';
    container.append(target);
    let parcel: Parcel<RemoteMountProps> | null = null;
    let active = true;
    setState('loading');

    loadRemoteLifecycles(remoteId, { retry: attempt > 0 })
      .then((lifecycles) => {
        if (!active) return;
        parcel = mountRootParcel<RemoteMountProps>(lifecycles, {
          domElement: target,
          remoteId,
          basePath: BASE_PATH,
        });
        return parcel.mountPromise.then(() => active && setState('mounted'));
      })
      .catch((error: unknown) => {
        console.error(`[shell] ${remoteId} is unavailable`, error);
        if (active) setState('unavailable');
      });

    return () => {
      active = false;
      const mounted = parcel;
      if (!mounted) return target.remove();
      mounted.mountPromise
        .then(() => mounted.unmount())
        .catch(() => undefined)
        .finally(() => target.remove());
    };
  }, [remoteId, attempt]);

  return (
    <>
      {state === 'loading' && (
        // Over the area, not above it: the area's first paint lands where it stays, and nothing
        // moves when the spinner goes (no layout shift).
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', pointerEvents: 'none' }}>
          <Loader label={`Loading ${REMOTE_TITLES[remoteId]}`} />
        </Box>
      )}
      {state === 'unavailable' && (
        <AreaUnavailable
          areaName={REMOTE_TITLES[remoteId]}
          remoteId={remoteId}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      <Box
        ref={containerRef}
        data-remote={remoteId}
        sx={{ display: state === 'unavailable' ? 'none' : 'contents' }}
      />
    </>
  );
}
