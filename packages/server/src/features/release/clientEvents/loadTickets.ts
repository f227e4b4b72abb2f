import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { remoteVersionId, type DiscoveryDocument } from '@headgate/site-map';
import { BadRequest } from '../../../core/api/refusals';

/** How long a page load's tickets count: a tab open all day still reports its areas. */
export const LOAD_TICKET_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const ID_BYTES = 12;
const TAG_BYTES = 16;
/** `<id>.<issued at, seconds in base 36>.<tag>`, the id and tag in base64url. */
const TICKET = /^([A-Za-z0-9_-]{16})\.([0-9a-z]{1,9})\.([A-Za-z0-9_-]{22})$/;

/** The tickets of page loads: issued with each `/discovery.json`, checked with each client event. */
export interface LoadTickets {
  /**
   * One page load's tickets: one id and time for the load, and for each entry the document serves
   * a tag signing them with that remote version, by `remote@version`.
   */
  issue: (document: DiscoveryDocument) => Record<string, string>;
  /**
   * The id of the page load a ticket was issued to, when this site signed it for this remote
   * version less than a day ago; otherwise a 400 naming `body.ticket` and why.
   */
  verify: (ticket: string, remote: string, version: string) => string;
}

/**
 * Load tickets signed with `key` (HMAC-SHA256): made without a database write, checked on any
 * server holding the same key. A ticket proves that a page really read the document that served
 * its version; the events of one page load count once each (the caller keeps the id).
 */
export function loadTicketsSignedWith(key: Buffer): LoadTickets {
  const tag = (load: string, remote: string, version: string) =>
    createHmac('sha256', key)
      .update(`${load}\n${remoteVersionId(remote, version)}`)
      .digest()
      .subarray(0, TAG_BYTES);
  return {
    issue(document) {
      const load = `${randomBytes(ID_BYTES).toString('base64url')}.${Math.floor(Date.now() / 1000).toString(36)}`;
      const tickets: Record<string, string> = {};
      for (const [remote, entries] of Object.entries(document.microFrontends)) {
        for (const { metadata } of entries) {
          tickets[remoteVersionId(remote, metadata.version)] =
            `${load}.${tag(load, remote, metadata.version).toString('base64url')}`;
        }
      }
      return tickets;
    },
    verify(ticket, remote, version) {
      const parts = TICKET.exec(ticket);
      if (!parts) throw new BadRequest('body.ticket', 'not a load ticket of this site');
      const [, id = '', issuedAt = '', sent = ''] = parts;
      const signed = tag(`${id}.${issuedAt}`, remote, version);
      if (!timingSafeEqual(Buffer.from(sent, 'base64url'), signed)) {
        throw new BadRequest(
          'body.ticket',
          `not a ticket this site gave a page load for ${remote} ${version}`,
        );
      }
      if (Date.now() - parseInt(issuedAt, 36) * 1000 > LOAD_TICKET_MAX_AGE_MS) {
        throw new BadRequest(
          'body.ticket',
          'issued more than 24 hours ago; a page load reads a new one from /discovery.json',
        );
      }
      return id;
    },
  };
}
