import { PATHS } from './paths';

/**
 * The installable Mobile Tracker: the files the shell's build serves and the tracker remote
 * registers. The worker's scope is the tracker's page alone, so it never controls (or breaks)
 * any other page of the site.
 */
export const TRACKER_APP = {
  serviceWorkerUrl: '/tracker-sw.js',
  scope: PATHS.mobileDashboard,
  manifestUrl: '/tracker.webmanifest',
  /** The remote whose code the worker keeps for offline starts. */
  remote: 'mfe-mobile',
} as const;

/**
 * Messages from the tracker page to its worker (`{ type }`, as workbox-window sends them):
 * apply the waiting version, and keep the files the page loaded before the worker was there
 * (Workbox's own CACHE_URLS message, `{ payload: { urlsToCache } }`).
 */
export const TRACKER_WORKER_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  cacheUrls: 'CACHE_URLS',
} as const;
