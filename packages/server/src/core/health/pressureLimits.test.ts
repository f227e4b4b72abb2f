import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { answerError } from '../api/answerError';
import { until } from '../api/testing/listeningTestApi';
import { readConfig } from '../../config';
import { createServer } from '../../createServer';
import type { Database } from '../database/openDatabase';
import { createPostgresPool } from '../database/postgresPool';
import { freePort } from '../database/testing/throwawayPostgres';
import { createServerLifecycle } from '../lifecycle/serverLifecycle';
import { healthRoutes } from './healthRoutes';
import { defaultPressureLimits, refuseUnderPressure, type PressureLimits } from './pressureLimits';

const OVERLOADED = {
  error: 'overloaded',
  message: 'This server is overloaded just now. Try again in a few seconds.',
  requestId: expect.any(String),
};

/** The health calls over a database that is always fine, and one more call, under `limits`. */
async function serverUnder(limits: PressureLimits): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler(answerError);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await refuseUnderPressure(app, limits);
  healthRoutes(app, {
    version: '0.1.0',
    lifecycle: createServerLifecycle('serving'),
    database: {
      driver: 'pglite',
      check: { current: () => ({ status: 'ok', jobs: undefined }) },
    },
  });
  app.get('/work', async () => ({ done: true }));
  await app.ready();
  return app;
}

describe('a server under pressure', () => {
  // Samples a few times faster than a server's, each still spanning several of the event-loop
  // histogram's 10 ms ticks (a sample without one reads as an endless delay).
  const limits = { ...defaultPressureLimits('postgres'), sampleIntervalMs: 100 };

  it('answers as usual within its limits', async () => {
    // A jest worker on a busy machine stalls now and then for over a second (a collection of its
    // large heap): such a stall is not what this test is about, so the loop may lag a minute here.
    const app = await serverUnder({ ...limits, maxEventLoopDelayMs: 60_000 });
    await until(() => app.memoryUsage().heapUsed > 0, 5000, 'the first sample');
    for (const url of ['/api/health/live', '/api/health/ready', '/work']) {
      const { statusCode } = await app.inject(url);
      // The sample goes with a refusal, to say which limit was passed.
      expect([url, statusCode, statusCode === 200 ? {} : app.memoryUsage()]).toEqual([
        url,
        200,
        {},
      ]);
    }
    await app.close();
  });

  it('answers 503 with Retry-After past its memory limit, except liveness', async () => {
    const app = await serverUnder({ ...limits, maxHeapUsedBytes: 1 });
    await until(() => app.isUnderPressure(), 5000, 'the first sample');
    for (const url of ['/api/health/ready', '/work']) {
      const response = await app.inject(url);
      expect([url, response.statusCode, response.json()]).toEqual([url, 503, OVERLOADED]);
      expect(response.headers['retry-after']).toBe('10');
    }
    const live = await app.inject('/api/health/live');
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    await app.close();
  });

  it("is watched by every server, with limits from its heap and memory, and on PostgreSQL its loop's delay", async () => {
    const limits = defaultPressureLimits('postgres');
    expect(limits.maxEventLoopDelayMs).toBe(1000);
    expect(limits.maxHeapUsedBytes).toBeGreaterThan(process.memoryUsage().heapUsed);
    expect(limits.maxRssBytes).toBeGreaterThan(process.memoryUsage().rss);
    expect(limits.maxRssBytes).toBeLessThanOrEqual(os.totalmem());
    expect(defaultPressureLimits('pglite')).toEqual({ ...limits, maxEventLoopDelayMs: undefined });
    // PRESSURE_EVENT_LOOP_DELAY_MS moves the delay, 0 leaves the loop unwatched.
    expect(defaultPressureLimits('postgres', 2500).maxEventLoopDelayMs).toBe(2500);
    expect(defaultPressureLimits('postgres', 0)).toEqual({
      ...limits,
      maxEventLoopDelayMs: undefined,
    });
    expect(readConfig({}, os.tmpdir()).pressureEventLoopDelayMs).toBe(1000);

    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-pressure-'));
    const pool = createPostgresPool(`postgres://headgate@127.0.0.1:${await freePort()}/postgres`);
    const db = { driver: 'postgres', pool, close: () => pool.end() } as Database;
    // A sign-in provider elsewhere: the embedded one reads its keys from the database.
    const config = readConfig(
      { LOG_LEVEL: 'silent', HEADGATE_JOBS: 'off', OIDC_ISSUER: 'http://127.0.0.1:9/issuer' },
      root,
    );
    const app = await createServer(config, db);
    try {
      expect(app.hasDecorator('isUnderPressure')).toBe(true);
      expect(app.isUnderPressure()).toBe(false);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
