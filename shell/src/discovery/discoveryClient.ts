import { parseDiscoveryDocument, type DiscoveryDocument } from '@headgate/site-map';
import { readDiscoveryJson, takeEarlyRead } from './discoveryRead';
import { keepLoadTickets } from './loadTickets';

let current: Promise<DiscoveryDocument> | null = null;

/**
 * The discovery document, read once (or taken from the read started at start) and shared by every
 * area. `refresh` reads it again, so that Retry picks up an entry an operator has just fixed. Its
 * load tickets are kept for the client events.
 */
export function getDiscovery(options: { refresh?: boolean } = {}): Promise<DiscoveryDocument> {
  if (!current || options.refresh) {
    const early = takeEarlyRead();
    // The early read was a guess made before any area asked: if it failed, the area asks again.
    const read =
      options.refresh || !early ? readDiscoveryJson() : early.catch(() => readDiscoveryJson());
    current = read.then(parseDiscoveryDocument).then(keepLoadTickets);
    // A failed read must not stick: the next caller tries again.
    current.catch(() => {
      current = null;
    });
  }
  return current;
}
