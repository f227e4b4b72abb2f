/**
 * The Mobile Tracker's service worker (issue 17), built with the shell by Workbox's
 * InjectManifest. Its scope is the tracker's page alone (TRACKER_APP.scope): no other page of the
 * site is ever controlled by it. It precaches the shell (the tracker cannot start without it),
 * keeps the tracker remote's files at install, and answers the few public calls a start needs
 * when there is no network. API answers with user data are never cached here: the tracker keeps
 * those per user itself, and forgets them at sign-out.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { TRACKER_APP, TRACKER_WORKER_MESSAGES } from '@headgate/platform/trackerApp';
import { AUTH_SETTINGS_PATH } from '@headgate/contracts/authSettings';
import { DISCOVERY_URL, parseDiscoveryDocument, selectEntry } from '@headgate/platform/discovery';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const REMOTES_CACHE = 'headgate-tracker-remotes';
const START_CACHE = 'headgate-tracker-start';
const NETWORK_TIMEOUT_SECONDS = 4;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The files of the tracker remote's current version, as its build manifest lists them. */
async function trackerRemoteFiles(): Promise<string[]> {
  const discovery = parseDiscoveryDocument(await (await fetch(DISCOVERY_URL)).json());
  const entry = selectEntry(discovery, TRACKER_APP.remote);
  if (!entry) return [];
  const manifestUrl = new URL(entry.url, self.location.origin);
  const manifest = (await (await fetch(manifestUrl)).json()) as {
    metaData: { remoteEntry: { name: string; path: string } };
    exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const base = new URL('./', manifestUrl);
  const { remoteEntry } = manifest.metaData;
  // A chunk may be listed by both the sync and async lists; Cache.addAll refuses duplicates.
  const files = new Set([
    manifestUrl.href,
    new URL(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, base).href,
    ...manifest.exposes.flatMap(({ assets }) =>
      [...assets.js.sync, ...assets.js.async].map((file) => new URL(file, base).href),
    ),
  ]);
  return [...files];
}

self.addEventListener('install', (event) => {
  // Best effort: a worker installed while these cannot be fetched still keeps each of them the
  // first time the tracker asks for it (the routes below). The page that installed the worker
  // asked for them before the worker was there, so they are fetched again here.
  event.waitUntil(
    Promise.all([
      caches.open(START_CACHE).then((cache) => cache.addAll([DISCOVERY_URL, AUTH_SETTINGS_PATH])),
      trackerRemoteFiles().then(async (files) => (await caches.open(REMOTES_CACHE)).addAll(files)),
    ]).catch((error: unknown) =>
      console.warn('The tracker could not be kept for offline use:', error),
    ),
  );
});

// The first worker takes the open tracker page at once; a newer one waits for the user's
// "Reload" on the page's "new version available" prompt.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === TRACKER_WORKER_MESSAGES.skipWaiting) {
    void self.skipWaiting();
  }
});
clientsClaim();

// Remote versions live in immutable folders: once kept, a file never changes.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/remotes/'),
  new CacheFirst({ cacheName: REMOTES_CACHE }),
);

// What a start needs that is not code: the discovery document and the public sign-in settings.
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin && (url.pathname === DISCOVERY_URL || url.pathname === AUTH_SETTINGS_PATH),
  new NetworkFirst({ cacheName: START_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);

// The tracker's page itself: the network when there is one, else the precached shell.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({ cacheName: START_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache('/index.html')) ?? Response.error();
  return Response.error();
});
