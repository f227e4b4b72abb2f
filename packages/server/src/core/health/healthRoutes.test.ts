import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../config';
import { createServer } from '../../createServer';
import type { Database } from '../database/openDatabase';
import { createPostgresPool } from '../database/postgresPool';
import { freePort } from '../database/testing/throwawayPostgres';
import { migratedDatabase } from '../database/testing/testDatabases';
import { createFrontDoor } from '../lifecycle/frontDoor';
import { createServerLifecycle, type ServerLifecycle } from '../lifecycle/serverLifecycle';
import { createStartingServer } from '../lifecycle/startingServer';
import { DATABASE_CHECK_MAX_AGE_MS } from './databaseCheck';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-health-'));
const config = (env: NodeJS.ProcessEnv = {}) =>
  readConfig({ LOG_LEVEL: 'silent', HEADGATE_JOBS: 'off', ...env }, root);
const OK = { status: 'ok' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the health calls of a server over a migrated database', () => {
  let db: Database;
  let app: FastifyInstance;
  let lifecycle: ServerLifecycle;
  beforeAll(async () => {
    db = await migratedDatabase('pglite');
    lifecycle = createServerLifecycle('serving');
    app = await createServer(config(), db, { lifecycle });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('answer live, ready and the details with 200', async () => {
    const live = await app.inject('/api/health/live');
    expect([live.statusCode, live.json()]).toEqual([200, OK]);
    const ready = await app.inject('/api/health/ready');
    expect([ready.statusCode, ready.json()]).toEqual([200, OK]);
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(health.json()).toEqual({
      status: 'ok',
      version: '0.1.0',
      uptimeSeconds: expect.any(Number),
      database: 'pglite',
    });
  });

  it('are in the OpenAPI document', async () => {
    const { paths } = (await app.inject('/api/docs/json')).json();
    expect(paths['/api/health/live'].get.summary).toBe('Whether the process is up');
    expect(Object.keys(paths['/api/health/ready'].get.responses)).toEqual(['200', '503']);
  });

  it('share one database check a second, however many calls come', async () => {
    await sleep(DATABASE_CHECK_MAX_AGE_MS);
    const query = jest.spyOn(db.pool, 'query');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        app.inject(i % 2 ? '/api/health/ready' : '/api/health'),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(200));
    expect(query).toHaveBeenCalledTimes(1);
    query.mockRestore();
  });

  it('say not ready, within a second, when a migration of the server is missing', async () => {
    const { rows } = await db.pool.query<{ version: string }>(
      'DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version',
    );
    try {
      await sleep(DATABASE_CHECK_MAX_AGE_MS + 50);
      const ready = await app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        error: 'database_not_migrated',
        message:
          "The database lacks 1 of this server's migrations: a start of the server (or `pnpm db:prepare`) applies them.",
        requestId: expect.any(String),
      });
      expect((await app.inject('/api/health')).statusCode).toBe(503);
      expect((await app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      await db.pool.query('INSERT INTO schema_migrations (version) VALUES ($1)', [
        rows[0]!.version,
      ]);
    }
    await sleep(DATABASE_CHECK_MAX_AGE_MS + 50);
    expect((await app.inject('/api/health/ready')).statusCode).toBe(200);
  });

  it('say not ready once the server drains, while live and the details still answer', async () => {
    void lifecycle.drain();
    const ready = await app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      error: 'draining',
      message:
        'Headgate is shutting down: it finishes what it was doing and takes no new requests.',
      requestId: expect.any(String),
    });
    expect((await app.inject('/api/health/live')).statusCode).toBe(200);
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });
});

describe('the health calls while the database is prepared', () => {
  it('answer live 200, and 503 starting for ready, the details and every other call', async () => {
    const app = await createStartingServer(config(), {
      version: '0.1.0',
      lifecycle: createServerLifecycle(),
      serverFactory: createFrontDoor().serverFactory,
    });
    const starting = {
      error: 'starting',
      message: 'Headgate is starting: its database is being prepared. Try again in a moment.',
      requestId: expect.any(String),
    };
    const live = await app.inject('/api/health/live');
    expect([live.statusCode, live.json()]).toEqual([200, OK]);
    for (const url of ['/api/health/ready', '/api/health', '/api/public-map/layers', '/']) {
      const answer = await app.inject(url);
      expect([url, answer.statusCode, answer.json()]).toEqual([url, 503, starting]);
    }
    await app.close();
  });
});

describe('the health calls of a server whose database is down', () => {
  it('answer live 200, and 503 database_unavailable for ready and the details', async () => {
    const pool = createPostgresPool(`postgres://headgate@127.0.0.1:${await freePort()}/postgres`);
    const db = { driver: 'postgres', pool, close: () => pool.end() } as Database;
    // A sign-in provider elsewhere: the embedded one reads its keys from the database.
    const app = await createServer(config({ OIDC_ISSUER: 'http://127.0.0.1:9/issuer' }), db);
    try {
      expect((await app.inject('/api/health/live')).statusCode).toBe(200);
      for (const url of ['/api/health/ready', '/api/health']) {
        const answer = await app.inject(url);
        expect([url, answer.statusCode, answer.json().error]).toEqual([
          url,
          503,
          'database_unavailable',
        ]);
      }
    } finally {
      await app.close();
      await db.close();
    }
  });
});
