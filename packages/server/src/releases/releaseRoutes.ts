import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import {
  releaseEndpoints,
  type ClientEventsSummaryRow,
  type ReleaseEntry,
  type RemoteRelease,
} from '@headgate/contracts';
import { isRemoteId } from '@headgate/site-map';
import { actorOf } from '../audit/auditActor';
import { BadRequest, Conflict, NotFound } from '../api/refusals';
import { registerEndpoint } from '../api/registerEndpoint';
import { clientEventsSummary } from '../clientEvents/clientEventsSummary';
import { inTransaction } from '../database/inTransaction';
import { entryListRefusal } from './entryListRefusal';
import { unloadableReason, type ManifestSources } from './manifestCheck';
import { recordReleaseChange, releaseChanges } from './releaseAudit';
import { readRemoteEntries, readStoredReleases, writeRemoteEntries } from './releaseRows';
import { rollbackTarget } from './rollbackTarget';
import type { ReleaseStore } from './storedReleases';

/** How far back a rollback looks in the trail for the previous default. */
const ROLLBACK_HISTORY = 200;

function remoteRelease(
  remote: string,
  entries: readonly ReleaseEntry[],
  summary: readonly ClientEventsSummaryRow[],
): RemoteRelease {
  return {
    remote,
    entries: entries.map((entry) => {
      const row = summary.find((r) => r.remote === remote && r.version === entry.version);
      return {
        ...entry,
        loads: row?.loads ?? 0,
        errors: row?.errors ?? 0,
        errorRate: row?.errorRate ?? 0,
        rolledBackAt: row?.rolledBackAt ?? null,
      };
    }),
  };
}

function knownRemote(remote: string): string {
  if (!isRemoteId(remote)) throw new NotFound(`This site has no remote called ${remote}.`);
  return remote;
}

/** Locks the store's row, so changes of the store (from any server) run one after the other. */
async function lockStore(client: pg.PoolClient): Promise<void> {
  await client.query('SELECT revision FROM release_store FOR UPDATE');
}

/**
 * The release API (issue 29): what each remote serves, and the calls that steer it. Every change
 * is checked whole before anything is written, written in one transaction with its audit entry,
 * and served by this server at once (by the others within `STORE_REUSE_MS`).
 */
export function releaseRoutes(
  app: FastifyInstance,
  options: { pool: pg.Pool; store: ReleaseStore } & ManifestSources,
) {
  const { pool, store } = options;

  registerEndpoint(
    app,
    releaseEndpoints.releases,
    async () => {
      await store.current();
      const [stored, summary, audit] = await Promise.all([
        readStoredReleases(pool),
        clientEventsSummary(pool),
        releaseChanges(pool),
      ]);
      return {
        remotes: Object.entries(stored.remotes).map(([remote, entries]) =>
          remoteRelease(remote, entries, summary),
        ),
        audit,
      };
    },
    { refusals: [401, 403] },
  );

  registerEndpoint(
    app,
    releaseEndpoints.updateRelease,
    async (request) => {
      const remote = knownRemote(request.params.remote);
      const { entries } = request.body;
      const refusal = entryListRefusal(entries, options.publicUrl);
      if (refusal) throw new BadRequest(undefined, refusal);
      await store.current();
      // Checked: entries new, moved, or starting to be served. One already served passed when
      // it started, and a share change must not wait on every host.
      const stored = await readRemoteEntries(pool, remote);
      const served = (e: ReleaseEntry) => e.default || e.traffic > 0;
      for (const [index, entry] of entries.entries()) {
        const known = stored.find((s) => s.version === entry.version && s.url === entry.url);
        if (known && (served(known) || !served(entry))) continue;
        const reason = await unloadableReason(remote, entry, options);
        if (reason) throw new BadRequest(`body.entries.${index}`, `${entry.version}: ${reason}`);
      }
      const actor = await actorOf(pool, request);
      await inTransaction(pool, async (client) => {
        await lockStore(client);
        const before = await readRemoteEntries(client, remote);
        await writeRemoteEntries(client, remote, entries);
        await recordReleaseChange(client, actor, remote, 'update', before, entries);
      });
      store.changed();
      return remoteRelease(remote, entries, await clientEventsSummary(pool));
    },
    { refusals: [400, 401, 403, 404] },
  );

  registerEndpoint(
    app,
    releaseEndpoints.rollbackRelease,
    async (request) => {
      const remote = knownRemote(request.params.remote);
      await store.current();
      const actor = await actorOf(pool, request);
      const rolledBack = await inTransaction(pool, async (client) => {
        await lockStore(client);
        const before = await readRemoteEntries(client, remote);
        const target = rollbackTarget(
          before,
          await releaseChanges(client, remote, ROLLBACK_HISTORY),
        );
        if (!target) {
          throw new Conflict(
            'nothing_to_roll_back',
            `${remote} serves only its default entry and had no other default before: there is nothing to roll back to.`,
          );
        }
        // A rollback goes back to what was served before, so its manifest is not fetched again:
        // a rollback must not wait on, or fail with, the host of the version being left.
        await writeRemoteEntries(client, remote, target.entries);
        await recordReleaseChange(client, actor, remote, 'rollback', before, target.entries);
        return target;
      });
      store.changed();
      return {
        ...remoteRelease(remote, rolledBack.entries, await clientEventsSummary(pool)),
        rolledBackTo: rolledBack.version,
      };
    },
    { refusals: [401, 403, 404, 409] },
  );
}
