import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { usePrivatePostgres } from '../database/testing/privatePostgres';
import { freePort } from '../database/testing/throwawayPostgres';
import { oneVersionDiscoveryFile } from '../../features/release/clientEvents/testing/oneVersionDiscovery';

// Each test starts a real server process (tsx compiles it first), slow on a loaded two-core
// machine: the waits for a start are a minute and a test three.
jest.setTimeout(180_000);

/** The longest a server process may take to start (live, or ready on a reachable database). */
const START_MS = 60_000;

const SERVER_DIR = path.resolve(__dirname, '../../..');
/** A discovery document listing the one version the client event reports (its ticket counts). */
const DISCOVERY_FILE = oneVersionDiscoveryFile('mfe-admin');

/** `node src/main.ts` as an operator starts it, with its output kept. */
async function startServerProcess(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(port), HEADGATE_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, port, output: () => output, exited };
}

/** The status and body of a GET on a new connection; the error's code if it cannot connect. */
function get(port: number, url: string): Promise<{ status: number; body: string } | string> {
  return new Promise((resolve) => {
    http
      .get({ port, host: '127.0.0.1', path: url, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const startedAt = Date.now();
  for (;;) {
    const value = await what();
    if (done(value) || Date.now() - startedAt > ms) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const statusOf = (answer: { status: number } | string) =>
  typeof answer === 'string' ? answer : answer.status;

/** A POST whose body is sent in two halves: in flight from the first half to the answer. */
function slowPost(port: number, url: string, body: string) {
  const request = http.request({
    port,
    host: '127.0.0.1',
    path: url,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    agent: false,
  });
  const answer = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  return { answer, finish: () => request.end(body.slice(10)) };
}

describe('the server process on PostgreSQL', () => {
  const postgres = usePrivatePostgres();
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  afterEach(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  });

  it('is live but not ready while its database is down, and ready once it comes', async () => {
    postgres.cluster.shutDown();
    server = await startServerProcess({ DATABASE_URL: postgres.cluster.url });
    const { port } = server;
    expect(
      statusOf(
        await until(
          () => get(port, '/api/health/live'),
          (a) => statusOf(a) === 200,
          START_MS,
        ),
      ),
    ).toBe(200);
    const starting = await get(port, '/api/health/ready');
    expect(
      typeof starting === 'string' ? starting : { ...starting, body: JSON.parse(starting.body) },
    ).toEqual({
      status: 503,
      body: {
        error: 'starting',
        message: 'Headgate is starting: its database is being prepared. Try again in a moment.',
        requestId: expect.any(String),
      },
    });
    expect(statusOf(await get(port, '/api/health'))).toBe(503);
    expect(server.output()).toMatch(
      /The database is not reachable \(attempt 1: .*ECONNREFUSED.*\); trying again in 0\.5 s\./,
    );

    postgres.cluster.startAgain();
    const cameAt = Date.now();
    const ready = await until(
      () => get(port, '/api/health/ready'),
      (a) => statusOf(a) === 200,
      15_000,
    );
    expect(ready).toEqual({ status: 200, body: '{"status":"ok"}' });
    // The longest wait between attempts is 5 s; a longer one (or none) would show here. 15 s
    // leaves room for a busy machine.
    expect(Date.now() - cameAt).toBeLessThan(15_000);
    expect(statusOf(await get(port, '/api/public-map/layers'))).toBe(200);
  });

  /** A started server with a request in flight and an idle kept-alive connection. */
  async function serverWithRequestInFlight(env: NodeJS.ProcessEnv = {}) {
    server = await startServerProcess({
      DATABASE_URL: postgres.cluster.url,
      HEADGATE_DISCOVERY: DISCOVERY_FILE,
      ...env,
    });
    const { port } = server;
    await until(
      () => get(port, '/api/health/ready'),
      (a) => statusOf(a) === 200,
      START_MS,
    );
    const agent = new http.Agent({ keepAlive: true });
    await new Promise((resolve) =>
      http.get({ port, host: '127.0.0.1', path: '/api/health/live', agent }, (response) =>
        response.resume().on('end', resolve),
      ),
    );
    // A page load's ticket, as the shell sends with each client event.
    const discovery = await get(port, '/discovery.json');
    if (typeof discovery === 'string') throw new Error(`No discovery document: ${discovery}`);
    const { loadTickets } = JSON.parse(discovery.body) as { loadTickets: Record<string, string> };
    const event = JSON.stringify({
      remote: 'mfe-admin',
      version: '0.1.0',
      kind: 'loaded',
      ticket: loadTickets['mfe-admin@0.1.0'],
    });
    return { port, slow: slowPost(port, '/api/client-events', event) };
  }

  it('on SIGTERM takes no new connection, finishes the request in flight and exits 0', async () => {
    const { port, slow } = await serverWithRequestInFlight();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = Date.now();
    server!.child.kill('SIGTERM');
    expect(
      await until(
        () => get(port, '/api/health/ready'),
        (a) => a === 'ECONNREFUSED',
        2000,
      ),
    ).toBe('ECONNREFUSED');
    slow.finish();
    expect(await slow.answer).toBe(204);
    expect(await server!.exited).toBe(0);
    // The idle kept-alive connection did not hold the exit (it would for 72 s).
    expect(Date.now() - signalledAt).toBeLessThan(5000);
    expect(server!.output()).toContain('SIGTERM: Headgate is shutting down (at most 10000 ms).');
  });

  it('past SHUTDOWN_TIMEOUT_MS, says which request it cut and exits 1', async () => {
    const { slow } = await serverWithRequestInFlight({ SHUTDOWN_TIMEOUT_MS: '500' });
    slow.answer.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    server!.child.kill('SIGTERM');
    expect(await server!.exited).toBe(1);
    expect(server!.output()).toContain(
      'Headgate stopped after its shutdown deadline of 500 ms, cutting: POST /api/client-events.',
    );
  });
});
