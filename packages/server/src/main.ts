import type { FastifyInstance } from 'fastify';
import { INSTALL_ROOT } from './installRoot';
import { flushTraces } from './core/tracing/activeTracing';
import { tracingSettingsOf } from './core/tracing/tracingSettings';

// Tracing patches `node:http` and `pg` as they load, so it starts before any module that loads
// them, and those are imported after it; without OTEL_EXPORTER_OTLP_ENDPOINT nothing of
// OpenTelemetry is loaded.
const tracing = tracingSettingsOf(process.env);
if (tracing) (await import('./core/tracing/startTracing')).startTracing(tracing);
const { encodeBasemapLayers } = await import('./features/map/basemap/basemapLayers');
const { readConfigOrExit } = await import('./config');
const { createServer, SERVER_VERSION } = await import('./createServer');
const { createFrontDoor } = await import('./core/lifecycle/frontDoor');
const { openPreparedDatabase } = await import('./core/lifecycle/preparedDatabase');
const { createServerLifecycle } = await import('./core/lifecycle/serverLifecycle');
const { createStartingServer } = await import('./core/lifecycle/startingServer');

const rootDir = INSTALL_ROOT;

function fail(what: string, error: unknown): never {
  console.error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const config = readConfigOrExit(process.env, rootDir);
const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
const lifecycle = createServerLifecycle();
const door = createFrontDoor();
const stopped = new AbortController();
/** The full app once its database is prepared; null when a signal came first. */
let started: Promise<FastifyInstance | null> = Promise.resolve(null);
/** True while the database is reached and prepared: a shutdown then waits for that too. */
let preparing = false;
// From the first moment: a signal during the start ends it as cleanly as one after it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void shutDown(signal));
}

// The HTTP server comes first: live answers while the database is reached and prepared.
const starting = await createStartingServer(config, {
  version: SERVER_VERSION,
  lifecycle,
  serverFactory: door.serverFactory,
});
door.handOver();
await door
  .listen(config.port, config.host)
  .catch((error: unknown) =>
    fail(`Headgate could not listen on ${config.host}:${config.port}`, error),
  );

async function start(): Promise<FastifyInstance | null> {
  preparing = true;
  const database = await openPreparedDatabase(config, (line) => console.log(line), stopped.signal);
  preparing = false;
  if (!database) return null;
  const app = await createServer(config, database, {
    lifecycle,
    serverFactory: door.serverFactory,
  });
  app.addHook('onClose', () => database.close());
  if (stopped.signal.aborted) {
    await app.close();
    return null;
  }
  await app.ready();
  await encodeBasemapLayers();
  door.handOver();
  lifecycle.serve();
  await starting.close();
  console.log(
    `Headgate is running at http://${shown}:${config.port}/ (database: ${database.driver})`,
  );
  if (config.tracing) {
    console.log(`Traces go to ${config.tracing.endpoint} as ${config.tracing.serviceName}.`);
  }
  return app;
}

started = start().catch((error: unknown) => fail('Headgate could not start', error));

/**
 * Readiness turns 503 at once, no connection is taken any more, and the requests in flight
 * and the jobs' current step get `SHUTDOWN_TIMEOUT_MS` to finish; past it, what was cut is
 * logged and the process ends with 1.
 */
async function shutDown(signal: string): Promise<void> {
  console.log(`${signal}: Headgate is shutting down (at most ${config.shutdownTimeoutMs} ms).`);
  stopped.abort();
  const deadline = setTimeout(() => {
    const cut = [
      ...(preparing ? ['the database preparation'] : []),
      ...door.inFlight(),
      ...lifecycle.underWay().map((step) => `job step ${step}`),
    ];
    console.error(
      `Headgate stopped after its shutdown deadline of ${config.shutdownTimeoutMs} ms, cutting: ${cut.join('; ') || 'nothing in flight'}.`,
    );
    door.cut();
    process.exit(1);
  }, config.shutdownTimeoutMs);
  const draining = lifecycle.drain();
  const closed = door.close();
  const app = await started;
  await Promise.all([closed, draining]);
  await app?.close();
  await flushTraces();
  clearTimeout(deadline);
  process.exit(0);
}
