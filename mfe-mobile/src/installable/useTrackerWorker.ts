import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { AUTH_SETTINGS_PATH } from '@headgate/contracts';
import { TRACKER_APP, TRACKER_WORKER_MESSAGES } from '@headgate/site-map';

/**
 * What this page loaded that a start offline needs, apart from the shell the worker precaches:
 * the remotes' files (the versions this browser drew) and the public start calls. API answers
 * with user data are left out: the tracker keeps those per user itself.
 */
function loadedStartFiles(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map(({ name }) => new URL(name))
    .filter(
      (url) =>
        url.origin === window.location.origin &&
        (!url.pathname.startsWith('/api/') || url.pathname === AUTH_SETTINGS_PATH),
    )
    .map((url) => url.href);
  return [...new Set(files)];
}

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
    // A page the worker did not control loaded its files past it: hand them over to be kept.
    const loadedPastWorker = navigator.serviceWorker.controller === null;
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
      workbox
        .register()
        .then(async () => {
          if (!loadedPastWorker) return;
          const { active: worker } = await navigator.serviceWorker.ready;
          worker?.postMessage({
            type: TRACKER_WORKER_MESSAGES.cacheUrls,
            payload: { urlsToCache: loadedStartFiles() },
          });
        })
        .catch((error: unknown) => {
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
