import type { FastifyInstance } from 'fastify';
import { platformEndpoints, type HealthResponse } from '@headgate/contracts';
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

  // Serialized once per check and second of uptime: validating and serializing the jobs'
  // details on every call would make this call several times slower than `live`.
  let serialized: { state: DatabaseState; uptimeSeconds: number; body: string } | null = null;
  registerEndpoint(
    app,
    platformEndpoints.health,
    async (_request, reply) => {
      if (!database) throw new NotServing('starting');
      const state = await database.check.current();
      if (state.status !== 'ok') throw refusal(state);
      const uptimeSeconds = Math.round(process.uptime());
      if (serialized?.state !== state || serialized.uptimeSeconds !== uptimeSeconds) {
        const answer: HealthResponse = {
          status: 'ok',
          version: options.version,
          uptimeSeconds,
          database: database.driver,
          ...(state.jobs ? { jobs: state.jobs } : {}),
        };
        serialized = { state, uptimeSeconds, body: JSON.stringify(answer) };
      }
      return reply.type('application/json; charset=utf-8').send(serialized.body);
    },
    { refusals: [503] },
  );
}
