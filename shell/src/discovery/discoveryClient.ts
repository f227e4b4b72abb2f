import { DISCOVERY_URL, parseDiscoveryDocument, type DiscoveryDocument } from '@headgate/site-map';

let current: Promise<DiscoveryDocument> | null = null;

/**
 * The discovery document, fetched once at start and shared by every area. `refresh` reads it
 * again, so that Retry picks up an entry an operator has just fixed.
 */
export function getDiscovery(options: { refresh?: boolean } = {}): Promise<DiscoveryDocument> {
  if (!current || options.refresh) {
    current = fetchDiscovery();
    // A failed read must not stick: the next caller tries again.
    current.catch(() => {
      current = null;
    });
  }
  return current;
}

async function fetchDiscovery(): Promise<DiscoveryDocument> {
  const response = await fetch(DISCOVERY_URL, {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok)
    throw new Error(`The discovery document could not be read (${response.status}).`);
  return parseDiscoveryDocument(await response.json());
}
