import { remoteVersionId, type DiscoveryDocument } from '@headgate/site-map';

/** The tickets this page's reads of the discovery document gave, by `remote@version`. */
const tickets = new Map<string, string>();

/**
 * Keeps a document's load tickets for the client events of the versions it served; a later read
 * (Retry) gives the ones of that load.
 */
export function keepLoadTickets(document: DiscoveryDocument): DiscoveryDocument {
  for (const [version, ticket] of Object.entries(document.loadTickets ?? {})) {
    tickets.set(version, ticket);
  }
  return document;
}

/** This page's ticket for a remote version, when a discovery document served it. */
export function loadTicketOf(remote: string, version: string): string | undefined {
  return tickets.get(remoteVersionId(remote, version));
}
