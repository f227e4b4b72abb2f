import type { FastifyInstance } from 'fastify';
import { platformEndpoints } from '@headgate/contracts';
import { DatabaseUnavailable, DependencyFailed, NotServing } from '../api/refusals';
import { registerEndpoint } from '../api/registerEndpoint';
import type { DatabaseDriver } from '../database/openDatabase';
import type { ServerLifecycle } from '../lifecycle/serverLifecycle';
import type { DatabaseCheck, DatabaseState } from './databaseCheck';

/** The state of a database that cannot serve, as the refusal a health call answers. */
function refusal(state: Exclude<DatabaseState, { status: 'ok' }>) {
  if (state.status === 'unreachable') return new DatabaseUnavailable();
  return new DependencyFailed(
    503,
    'database_not_migrated',
    `The database lacks ${state.missing} of this server's migrations: a start of the server (or \`pnpm db:prepare\`) applies them.`,
  );
}

/**
 * The three health calls: `live` (the process answers; no I/O), `ready` (serving, and the
 * database reachable and migrated) and the detailed `/api/health`. Both of the latter answer
 * from one database check at most a second old. While the database is prepared there is no
 * check yet (`database` is null): ready and health answer 503 starting.
 */
export function healthRoutes(
  app: FastifyInstance,
  options: {
    version: string;
    lifecycle: ServerLifecycle;
    database: { driver: DatabaseDriver; check: DatabaseCheck } | null;
  },
) {
  const { lifecycle, database } = options;

  registerEndpoint(app, platformEndpoints.healthLive, () => ({ status: 'ok' as const }));

  registerEndpoint(
    app,
    platformEndpoints.healthReady,
    async () => {
      const phase = lifecycle.phase();
      if (phase !== 'serving' || !database) {
        throw new NotServing(phase === 'draining' ? 'draining' : 'starting');
      }
      const state = await database.check.current();
      if (state.status !== 'ok') throw refusal(state);
      return { status: 'ok' as const };
    },
    { refusals: [503] },
  );

  registerEndpoint(
    app,
    platformEndpoints.health,
    async () => {
      if (!database) throw new NotServing('starting');
      const state = await database.check.current();
      if (state.status !== 'ok') throw refusal(state);
      return {
        status: 'ok' as const,
        version: options.version,
        uptimeSeconds: Math.round(process.uptime()),
        database: database.driver,
        ...(state.jobs ? { jobs: state.jobs } : {}),
      };
    },
    { refusals: [503] },
  );
}
