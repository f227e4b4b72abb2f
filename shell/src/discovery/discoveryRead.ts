import { DISCOVERY_URL } from '@headgate/site-map';

let early: Promise<unknown> | null = null;

/** The discovery document as the server sends it, not yet checked against its schema. */
export async function readDiscoveryJson(): Promise<unknown> {
  const response = await fetch(DISCOVERY_URL, {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok)
    throw new Error(`The discovery document could not be read (${response.status}).`);
  return response.json();
}

/**
 * Starts reading the discovery document while React renders the frame, so the first area finds
 * it on its way. Only the read: its schema check, and the schema library with it, load with the
 * first area, which keeps both off pages without areas.
 */
export function readDiscoveryEarly(): void {
  early ??= readDiscoveryJson();
  // Whoever takes the read hears of its failure; until then it is nobody's error.
  early.catch(() => undefined);
}

/** The early read, handed over once; every later read asks the server again. */
export function takeEarlyRead(): Promise<unknown> | null {
  const read = early;
  early = null;
  return read;
}
