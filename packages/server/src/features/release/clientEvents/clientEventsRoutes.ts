import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterFactory } from '@headgate/identity';
import {
  CLIENT_EVENT_MAX_BYTES,
  CLIENT_EVENTS_PER_MINUTE,
  platformEndpoints,
} from '@headgate/contracts';
import { isRemoteId } from '@headgate/site-map';
import { BadRequest, TooManyRequests } from '../../../core/api/refusals';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import type { ServerCounters } from '../../../core/metrics/serverCounters';
import type { ClientEventKeys } from './clientEventKeys';
import { clientEventsSummary } from './clientEventsSummary';
import { loadTicketsSignedWith } from './loadTickets';
import { clientNetworkOf, reportingClientKey } from './reportingClient';

/** How long reports are kept: the summary and rollbacks read the last hour, a week is for looking back. */
export const CLIENT_EVENTS_KEPT_DAYS = 7;
/** Older reports are dropped on an insert at most this often, so a busy minute costs one delete. */
const PRUNE_EVERY_MS = 60_000;

/**
 * What browsers report about the remotes they run. Anyone may report (the failures
 * that matter most happen before sign-in), so the call is narrow: one small, strictly shaped
 * event, nothing personal, a rate limit per address (counted in `limiters`, shared by every
 * server on PostgreSQL), and it can write nothing else. An event carries its page load's ticket
 * and counts once per load, under the keyed hash of its address; without a valid ticket it is
 * refused, since it could not count.
 */
export function clientEventsRoutes(
  app: FastifyInstance,
  {
    pool,
    limiters,
    keys,
    remoteEvents,
  }: {
    pool: pg.Pool;
    limiters: LimiterFactory;
    keys: () => Promise<ClientEventKeys>;
    remoteEvents: ServerCounters['remoteEvents'];
  },
) {
  const perAddress = limiters({
    keyPrefix: 'client-events',
    points: CLIENT_EVENTS_PER_MINUTE,
    duration: 60,
  });
  let prunedAt = 0;

  registerEndpoint(
    app,
    platformEndpoints.reportClientEvent,
    async (request, reply) => {
      // Counted per network, as clients are: an IPv6 /64 is one sender, however many addresses.
      // A refusal is the limit's state; anything else is a store failure the insurance could not
      // absorb, and answers like any other failure.
      const refused = await perAddress.consume(clientNetworkOf(request.ip)).then(
        () => null,
        (limit: unknown) => {
          if (limit instanceof RateLimiterRes) return limit;
          throw limit;
        },
      );
      if (refused) {
        throw new TooManyRequests('Too many client events; try later.', refused.msBeforeNext);
      }
      const event = request.body;
      if (!isRemoteId(event.remote)) {
        throw new BadRequest('body.remote', `no remote is called ${event.remote}`);
      }
      const { tickets, addresses } = await keys();
      const load = loadTicketsSignedWith(tickets).verify(event.ticket, event.remote, event.version);
      // The same event of the same page load again is taken, and not counted again. The version
      // is one a load ticket signed, so the series' labels stay the releases' own.
      const { rowCount } = await pool.query(
        `INSERT INTO client_events (remote, version, kind, error_name, ticket_id, client_key)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (ticket_id, remote, version, kind) DO NOTHING`,
        [
          event.remote,
          event.version,
          event.kind,
          event.errorName ?? null,
          load,
          reportingClientKey(addresses, request.ip),
        ],
      );
      if (rowCount) {
        remoteEvents.inc({ remote: event.remote, version: event.version, kind: event.kind });
        // The page load's id is the reference "This area is unavailable" shows its user.
        if (event.kind !== 'loaded') {
          request.log.info(
            {
              reference: load,
              remote: event.remote,
              version: event.version,
              kind: event.kind,
              errorName: event.errorName,
            },
            'remote failure reported',
          );
        }
      }
      if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pool.query(
          'DELETE FROM client_events WHERE received_at < now() - make_interval(days => $1)',
          [CLIENT_EVENTS_KEPT_DAYS],
        );
      }
      return reply.code(204).send(null);
    },
    { refusals: [400, 429], bodyLimit: CLIENT_EVENT_MAX_BYTES },
  );

  registerEndpoint(
    app,
    platformEndpoints.clientEventsSummary,
    async () => clientEventsSummary(pool),
    { refusals: [401, 403] },
  );
}
