import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { answerError } from '../api/answerError';
import { readConfig } from '../../config';
import { DOWNLOAD_STATEMENT_TIMEOUT_MS } from '../delivery/csvDownload';
import { openPreparedDatabase } from '../lifecycle/preparedDatabase';
import { cursorBatches } from '../timeseries';
import type { Database } from './openDatabase';
import { createPostgresPool, KEEPALIVE_INITIAL_DELAY_MS } from './postgresPool';
import { migratedDatabase } from './testing/testDatabases';

// The workspace root, where the migrations live.
const root = path.resolve(__dirname, '../../../../..');

/** Short enough to outlast in a test, long enough for the statements a start runs one by one. */
const STATEMENT_TIMEOUT_MS = 250;
const PORT = 8123;

/**
 * The kernel's keep-alive timer of a local TCP socket, in ms, from /proc/net/tcp (Linux): its
 * `tr:when` column is `02:<jiffies, hex>` while a keep-alive probe is due; undefined when not.
 */
function keepAliveTimerMs(socket: net.Socket): number | undefined {
  const local = `0100007F:${socket.localPort!.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const line of fs.readFileSync('/proc/net/tcp', 'utf8').split('\n')) {
    const columns = line.trim().split(/\s+/);
    if (columns[1] !== local) continue;
    const [timer, when] = columns[5]!.split(':');
    return timer === '02' ? parseInt(when!, 16) * 10 : undefined;
  }
  return undefined;
}

describe('the connections of a server to PostgreSQL', () => {
  let migrated: Database;
  let url: string;
  let serving: Database;
  beforeAll(async () => {
    migrated = await migratedDatabase('postgres');
    url = migrated.pool.options.connectionString!;
    const config = readConfig(
      {
        DATABASE_URL: url,
        PORT: String(PORT),
        PG_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        HEADGATE_DEMO: 'false',
        LOG_LEVEL: 'silent',
      },
      root,
    );
    // Another server holding the migrations' table for longer than a statement may take: the
    // start waits for it, as a server waits for another's migration building an index.
    const other = await migrated.pool.connect();
    await other.query('BEGIN');
    await other.query('LOCK TABLE schema_migrations IN ACCESS EXCLUSIVE MODE');
    const started = openPreparedDatabase(config, () => undefined, new AbortController().signal);
    await new Promise((resolve) => setTimeout(resolve, STATEMENT_TIMEOUT_MS * 3));
    await other.query('COMMIT');
    other.release();
    serving = (await started)!;
  });
  afterAll(async () => {
    await serving?.close();
    await migrated?.close();
  });

  it('are named headgate@<host>:<port>, bound each statement, run without JIT and are kept alive by TCP', async () => {
    const client = await serving.pool.connect();
    try {
      const { rows } = await client.query<{
        application_name: string;
        timeout: string;
        jit: string;
      }>(
        `SELECT application_name, current_setting('statement_timeout') AS timeout,
                current_setting('jit') AS jit
           FROM pg_stat_activity WHERE pid = pg_backend_pid()`,
      );
      expect(rows).toEqual([
        { application_name: `headgate@${os.hostname()}:${PORT}`, timeout: '250ms', jit: 'off' },
      ]);
      const socket = (client as unknown as { connection: { stream: net.Socket } }).connection
        .stream;
      const dueInMs = keepAliveTimerMs(socket);
      expect(dueInMs).toBeGreaterThan(KEEPALIVE_INITIAL_DELAY_MS - 2000);
      expect(dueInMs).toBeLessThanOrEqual(KEEPALIVE_INITIAL_DELAY_MS);
    } finally {
      client.release();
    }
  });

  it('cancel a statement past the timeout, which the API answers 503 at once instead of hanging', async () => {
    const app = Fastify();
    app.setErrorHandler(answerError);
    app.get('/slow', async () => (await serving.pool.query('SELECT pg_sleep(30)')).rows);
    const startedAt = performance.now();
    const response = await app.inject('/slow');
    expect(performance.now() - startedAt).toBeLessThan(STATEMENT_TIMEOUT_MS + 2000);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toEqual({
      error: 'database_timeout',
      message:
        'The database took too long and stopped this request. Try again in a minute, or ask for less.',
      requestId: expect.any(String),
    });
    await app.close();
  });

  it("let a download's transaction run past the connection's timeout, by COPY and by cursor", async () => {
    const copy = (statementTimeoutMs?: number) =>
      pipeline(
        serving.bulk.copyOut('SELECT pg_sleep(0.5)', { statementTimeoutMs }),
        new Writable({ write: (_chunk, _encoding, done) => done() }),
      );
    await expect(copy()).rejects.toMatchObject({ code: '57014' });
    await expect(copy(DOWNLOAD_STATEMENT_TIMEOUT_MS)).resolves.toBeUndefined();

    // A cursor's query is one statement until its last batch: a reader slower than the timeout
    // between batches would be cut without the download's own.
    const readSlowly = async (statementTimeoutMs?: number) => {
      let rows = 0;
      const sql = 'SELECT n FROM generate_series(1, 3) AS n';
      for await (const batch of cursorBatches(serving.pool, sql, [], 1, { statementTimeoutMs })) {
        rows += batch.length;
        await new Promise((resolve) => setTimeout(resolve, STATEMENT_TIMEOUT_MS));
      }
      return rows;
    };
    await expect(readSlowly()).rejects.toMatchObject({ code: '57014' });
    await expect(readSlowly(DOWNLOAD_STATEMENT_TIMEOUT_MS)).resolves.toBe(3);
  });

  it('report a lost connection in one line without the password', async () => {
    const warn = jest.fn();
    const withPassword = url.replace('://headgate@', '://headgate:s3cret@');
    const pool = createPostgresPool(withPassword, { warn });
    const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const lost = new Promise((resolve) => pool.once('error', resolve));
    await migrated.pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await lost;
    expect(warn.mock.calls).toEqual([
      [expect.stringMatching(/^A PostgreSQL connection failed: terminating connection/)],
    ]);
    expect(String(warn.mock.calls[0])).not.toMatch(/s3cret|127\.0\.0\.1/);
    await pool.end();
  });
});
