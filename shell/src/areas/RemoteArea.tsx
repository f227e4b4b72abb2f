import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { mountRootParcel, type Parcel } from 'single-spa';
import { REMOTE_TITLES, type RemoteId } from '@headgate/site-map';
import type { RemoteMountProps } from '@headgate/platform';
import { AreaUnavailable, Loader } from '@headgate/design-system';
import { BASE_PATH } from '../routing/basePath';
import { errorNameOf, failureReference, reportClientEvent } from './clientEvents';
import { startSingleSpa } from './singleSpaStart';
import { loadedVersion, loadRemoteLifecycles } from './remoteLoader';
import { isRemoteRefusal } from './remoteRefusals';

type AreaState = 'loading' | 'mounted' | 'unavailable';

/**
 * The content area for one remote: loads it at run time, mounts it as a single-spa parcel, and
 * shows the unavailable panel with Retry when loading or mounting fails.
 */
export function RemoteArea({ remoteId }: { remoteId: RemoteId }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<AreaState>('loading');
  const [reason, setReason] = useState<string | null>(null);
  const [reference, setReference] = useState<string | undefined>();
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
        startSingleSpa();
        parcel = mountRootParcel<RemoteMountProps>(lifecycles, {
          domElement: target,
          remoteId,
          basePath: BASE_PATH,
        });
        const version = loadedVersion(remoteId) ?? 'unknown';
        return parcel.mountPromise.then(
          () => {
            reportClientEvent({ remote: remoteId, version, kind: 'loaded' });
            if (active) setState('mounted');
          },
          (error: unknown) => {
            reportClientEvent(
              { remote: remoteId, version, kind: 'mount-error', errorName: errorNameOf(error) },
              error,
            );
            throw error;
          },
        );
      })
      .catch((error: unknown) => {
        console.error(`[shell] ${remoteId} is unavailable`, error);
        if (!active) return;
        // A version the page cannot run is worth saying; anything else is "try again".
        setReason(isRemoteRefusal(error) ? error.message : null);
        setReference(failureReference(error));
        setState('unavailable');
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
          reason={reason}
          reference={reference}
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
