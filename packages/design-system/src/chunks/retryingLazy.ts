import { lazy } from 'react';

/** The waits before asking again for a chunk that did not arrive: two more tries in all. */
export const CHUNK_RETRY_DELAYS_MS = [500, 2_000] as const;

/**
 * Loads a chunk, asking again after each of `delays` when it fails. Webpack forgets a chunk whose
 * request failed, so a second `import()` requests it anew.
 */
export async function loadWithRetries<Module>(
  load: () => Promise<Module>,
  delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): Promise<Module> {
  for (const delay of delays) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return load();
}

/**
 * React's `lazy` for a chunk of code, asked for again when its request fails. React keeps a
 * failed lazy load for good, so one dropped request (a phone changing cells, a busy server) would
 * otherwise leave the area's error panel up until the page is reloaded.
 */
export const retryingLazy: typeof lazy = (load) => lazy(() => loadWithRetries(load));
