// Apart from the discovery schema, so that a page can name these files without loading zod.

/** Where the all-in-one server (or any static host) publishes the discovery document. */
export const DISCOVERY_URL = '/discovery.json';

export const DISCOVERY_SCHEMA_URL =
  'https://raw.githubusercontent.com/awslabs/frontend-discovery/main/schema/v1-pre.json';

/**
 * Files of a build that a browser must revalidate on every load: the entries (which the
 * federation runtime cannot give a content hash) and the files that name the hashed assets.
 * Everything else never changes and may be cached forever.
 */
export const REVALIDATED_FILES: readonly string[] = [
  'index.html',
  'login.html',
  'changelog.html',
  'support.html',
  'app.html',
  'main.js',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'tracker-sw.js',
  'tracker.webmanifest',
];
