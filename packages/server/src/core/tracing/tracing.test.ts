import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { Database } from '../database/openDatabase';
import { migratedDatabase } from '../database/testing/testDatabases';
import { SERVER_VERSION } from '../serverVersion';
import { freePort } from '../database/testing/throwawayPostgres';
import { startOtlpReceiver } from './testing/otlpReceiver';

// Two real server processes (tsx compiles them first; a traced one loads its modules through
// the instrumentations' require hook, seconds slower): slow on a loaded two-core machine.
jest.setTimeout(120_000);

const SERVER_DIR = path.resolve(__dirname, '../../..');
const LOADED_PACKAGES = path.join(__dirname, 'testing/loadedPackages.ts');
/** A caller's trace, as its W3C `traceparent` names it. */
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN_ID = '00f067aa0ba902b7';
const ROUTE = '/ogc/collections/:collectionId';
const SERVER_SPAN = 2;

/** `node src/main.ts` as an operator starts it, with its output kept and its packages listed. */
async function startServerProcess(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', LOADED_PACKAGES, 'src/main.ts'],
    {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        PORT: String(port),
        HEADGATE_DEMO: 'false',
        LOG_LEVEL: 'info',
        HEADGATE_JOBS_INTERVAL_MS: '1000',
        ...env,
      },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const running = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('Headgate is running') && resolve());
    void exited.then(() => reject(new Error(`The server ended:\n${output}`)));
  });
  await running;
  return {
    port,
    output: () => output,
    /** Stops it as an orchestrator would; resolves to the packages it had loaded. */
    async stop(): Promise<Record<string, string[]>> {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      return JSON.parse(/loaded packages: (.*)/.exec(output)![1]!) as Record<string, string[]>;
    },
  };
}

function get(port: number, url: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<number>((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: url, headers, agent: false }, (response) =>
        response.resume().on('end', () => resolve(response.statusCode ?? 0)),
      )
      .on('error', reject);
  });
}

describe('traces over OTLP/HTTP', () => {
  let db: Database;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  beforeAll(async () => {
    [db, receiver] = await Promise.all([migratedDatabase('postgres'), startOtlpReceiver()]);
  });
  afterAll(() => Promise.all([db.close(), receiver.close()]));

  it('with an endpoint: a request in its caller trace, its queries, its log line and the jobs', async () => {
    const server = await startServerProcess({
      DATABASE_URL: db.pool.options.connectionString,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'headgate-traced',
    });
    const status = await get(server.port, '/ogc/collections/facilities?f=json', {
      traceparent: `00-${TRACE_ID}-${CALLER_SPAN_ID}-01`,
    });
    expect(status).toBe(200);
    const packages = await server.stop();

    // Sent on shutdown at the latest: the spans are all in by now.
    const request = receiver.spans.find(
      (span) => span.traceId === TRACE_ID && span.kind === SERVER_SPAN,
    );
    expect(request).toMatchObject({
      name: `GET ${ROUTE}`,
      parentSpanId: CALLER_SPAN_ID,
      serviceName: 'headgate-traced',
      serviceVersion: SERVER_VERSION,
      attributes: expect.objectContaining({ 'http.route': ROUTE }),
    });
    expect(JSON.stringify(request)).not.toContain('?f=json');
    // The collection's extent, read with the caller's rights as a parameter, never its value.
    const query = receiver.spans.find(
      (span) =>
        span.parentSpanId === request!.spanId &&
        String(span.attributes['db.query.text']).includes('FROM facility_locations'),
    );
    expect(query).toMatchObject({
      serviceName: 'headgate-traced',
      attributes: expect.objectContaining({
        'db.system.name': 'postgresql',
        'db.query.text': expect.stringContaining('($1::boolean OR l.is_public)'),
      }),
    });
    expect(Object.keys(query!.attributes).filter((key) => key.includes('parameter'))).toEqual([]);
    expect(receiver.paths[0]).toBe('POST /v1/traces application/json');

    const line = server
      .output()
      .split('\n')
      .filter((text) => text.includes('"request answered"') && text.includes(ROUTE))
      .map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(line).toEqual([
      expect.objectContaining({ traceId: TRACE_ID, spanId: request!.spanId, status: 200 }),
    ]);

    const evaluation = receiver.spans.find((span) => span.name === 'alert evaluation');
    expect(evaluation).toMatchObject({ serviceName: 'headgate-traced' });
    expect(receiver.spans.some((span) => span.parentSpanId === evaluation!.spanId)).toBe(true);
    expect(packages['@opentelemetry/instrumentation-pg']).toEqual(['headgate']);
  });

  it('without an endpoint: nothing of OpenTelemetry is loaded, no span is sent', async () => {
    const before = receiver.spans.length;
    const server = await startServerProcess({
      DATABASE_URL: db.pool.options.connectionString,
      // Read by the exporter itself, not by Headgate: an exporter made anyway would send here.
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.url}/v1/traces`,
    });
    expect(await get(server.port, '/ogc/collections/facilities?f=json')).toBe(200);
    const packages = await server.stop();
    expect(packages.pg).toContain('headgate');
    // prom-client (the metrics) loads the API for its exemplars: a no-op without the SDK.
    expect(Object.entries(packages).filter(([name]) => name.startsWith('@opentelemetry/'))).toEqual(
      [['@opentelemetry/api', ['prom-client']]],
    );
    expect(receiver.spans.length).toBe(before);
    expect(server.output()).not.toMatch(/"traceId"/);
  });
});
