/**
 * The Mobile Tracker's service worker, built with the shell by Workbox's
 * InjectManifest. It is registered for the tracker's page alone (TRACKER_APP.scope), but that page
 * stays under it while the user moves to other areas in the app, so its rules hold for every
 * remote. It precaches the shell (the tracker cannot start without it) and keeps, as the page
 * uses them, the remote files and the few public calls a start needs. API answers with user data
 * are never cached here: the tracker keeps those per user itself, and forgets them at sign-out.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  TRACKER_WORKER_MESSAGES,
  DISCOVERY_URL,
  PAGE_DOCUMENTS,
  REVALIDATED_FILES,
} from '@headgate/site-map';
import { AUTH_SETTINGS_PATH } from '@headgate/contracts/authSettings';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const REMOTES_CACHE = 'headgate-tracker-remotes';
const START_CACHE = 'headgate-tracker-start';
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY_SECONDS = 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first worker takes the open tracker page at once; a newer one waits for the user's
// "Reload" on the page's "new version available" prompt. What the page loaded before this worker
// was there, the page hands over by Workbox's CACHE_URLS message (useTrackerWorker): the worker
// keeps the very versions this browser drew (canary share, pins), not its own guess.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === TRACKER_WORKER_MESSAGES.skipWaiting) {
    void self.skipWaiting();
  }
});
clientsClaim();

const isRemoteFile = (url: URL) => url.pathname.startsWith('/remotes/');
const isMutable = (url: URL) =>
  url.pathname === DISCOVERY_URL ||
  url.pathname === AUTH_SETTINGS_PATH ||
  (isRemoteFile(url) && REVALIDATED_FILES.includes(url.pathname.split('/').pop()!));

// The discovery document, the sign-in settings, and each remote's manifest and entry change in
// place (a release, a rebuilt remote): the network's copy when there is one, the kept one offline.
// A kept entry never outlives its network copy, so its chunks are never asked for after a rebuild
// removed them.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isMutable(url),
  new NetworkFirst({
    cacheName: START_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);

// Every other remote file has its content hash in its name: once kept, it never changes. Bounded,
// so that the chunks of versions long gone do not pile up on a phone.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isRemoteFile(url),
  new CacheFirst({
    cacheName: REMOTES_CACHE,
    plugins: [
      new ExpirationPlugin({
        maxEntries: 400,
        maxAgeSeconds: 60 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// The tracker's page itself: the network when there is one, else the precached shell.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({ cacheName: START_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);

// Offline and never kept: the bare frame, not the public map's (its title would be the wrong page's).
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    return (await matchPrecache(`/${PAGE_DOCUMENTS.other}`)) ?? Response.error();
  }
  return Response.error();
});
