import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import {
  releaseEndpoints,
  type ClientEventsSummaryRow,
  type ReleaseEntry,
  type RemoteRelease,
} from '@headgate/contracts';
import { isRemoteId } from '@headgate/site-map';
import { actorOf } from '../../../core/audit/auditActor';
import { BadRequest, Conflict, NotFound } from '../../../core/api/refusals';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import { clientEventsSummary } from '../clientEvents/clientEventsSummary';
import { inTransaction } from '../../../core/database/inTransaction';
import { entryListRefusal } from './entryListRefusal';
import { checkedEntry, type ManifestSources } from './manifestCheck';
import { recordReleaseChange, releaseChanges } from './releaseAudit';
import { readRemoteEntries, readStoredReleases, writeRemoteEntries } from './releaseRows';
import type { ReleaseClient } from './releaseClients/releaseClientList';
import { releaseScope } from './releaseClients/releaseScope';
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
        clients: row?.clients ?? 0,
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

const served = (entry: ReleaseEntry) => entry.default || entry.traffic > 0;

/** The same version at the same places. */
const samePlaces = (a: ReleaseEntry, b: ReleaseEntry) =>
  a.version === b.version && a.url === b.url && a.fallbackUrl === b.fallbackUrl;

const sameIntegrity = (a: ReleaseEntry, b: ReleaseEntry) =>
  a.integrity === b.integrity && a.entryIntegrity === b.entryIntegrity;

/** The entry without keys left undefined, as the store and its audit trail keep it. */
const withoutUnset = (entry: ReleaseEntry): ReleaseEntry =>
  Object.fromEntries(
    Object.entries(entry).filter(([, value]) => value !== undefined),
  ) as ReleaseEntry;

/** Locks the store's row, so changes of the store (from any server) run one after the other. */
async function lockStore(client: pg.PoolClient): Promise<void> {
  await client.query('SELECT revision FROM release_store FOR UPDATE');
}

/**
 * The release API: what each remote serves, and the calls that steer it. Every change
 * is checked whole before anything is written, written in one transaction with its audit entry,
 * and served by this server at once (by the others within `STORE_REUSE_MS`).
 */
export function releaseRoutes(
  app: FastifyInstance,
  options: {
    pool: pg.Pool;
    store: ReleaseStore;
    releaseClients: readonly ReleaseClient[];
  } & ManifestSources,
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
      const scope = releaseScope(request, options.releaseClients);
      scope.checkRemote(remote);
      const refusal = entryListRefusal(request.body.entries, options.origins);
      if (refusal) throw new BadRequest(undefined, refusal);
      await store.current();
      const stored = await readRemoteEntries(pool, remote);
      const entries: ReleaseEntry[] = [];
      for (const [index, given] of request.body.entries.entries()) {
        const known = stored.find((s) => samePlaces(s, given));
        // An entry as stored keeps its recorded integrity when the call leaves it out.
        const entry: ReleaseEntry = {
          ...given,
          integrity: given.integrity ?? known?.integrity,
          entryIntegrity: given.entryIntegrity ?? known?.entryIntegrity,
        };
        // Checked: entries new, moved, with other integrity, or starting to be served. One
        // already served passed when it started, and a share change must not wait on every host.
        if (known && sameIntegrity(known, entry) && (served(known) || !served(entry))) {
          entries.push(withoutUnset(entry));
          continue;
        }
        const checked = await checkedEntry(remote, entry, options);
        if ('refusal' in checked) {
          throw new BadRequest(`body.entries.${index}`, `${entry.version}: ${checked.refusal}`);
        }
        entries.push(checked.entry);
      }
      const actor = await actorOf(pool, request);
      await inTransaction(pool, async (client) => {
        await lockStore(client);
        const before = await readRemoteEntries(client, remote);
        // Against the entries as they are under the lock: a promotion made meanwhile counts.
        scope.checkChange(before, entries, 'body.entries');
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
      const scope = releaseScope(request, options.releaseClients);
      scope.checkRemote(remote);
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
        // Going back to the previous default is a promotion too.
        scope.checkChange(before, target.entries, undefined);
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
    { refusals: [400, 401, 403, 404, 409] },
  );
}
