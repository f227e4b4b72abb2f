import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { TRACKER_APP } from '@headgate/platform';

/**
 * Makes the tracker installable while it is on screen: its web app manifest is linked, and its
 * service worker (scoped to the tracker's page alone) registered. Returns `update` once a newer
 * worker waits; calling it applies the new version and reloads the page.
 */
export function useTrackerWorker(): { update: (() => void) | null } {
  const [update, setUpdate] = useState<(() => void) | null>(null);

  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = TRACKER_APP.manifestUrl;
    document.head.append(link);
    return () => link.remove();
  }, []);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let workbox: Workbox | undefined;
    let active = true;
    void import('workbox-window').then(({ Workbox }) => {
      if (!active) return;
      workbox = new Workbox(TRACKER_APP.serviceWorkerUrl, { scope: TRACKER_APP.scope });
      workbox.addEventListener('waiting', () => {
        setUpdate(() => () => {
          workbox!.addEventListener('controlling', () => window.location.reload());
          workbox!.messageSkipWaiting();
        });
      });
      workbox.register().catch((error: unknown) => {
        // Without a worker the tracker still works online; it only cannot start offline.
        console.warn('The tracker could not be made available offline:', error);
      });
    });
    return () => {
      active = false;
    };
  }, []);

  return { update };
}
