import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type pg from 'pg';
import { FAILURES_PER_ADDRESS, FAILURES_PER_EMAIL } from '@headgate/identity';
import { CLIENT_EVENTS_PER_MINUTE } from '@headgate/contracts';
import type { DiscoveryDocument } from '@headgate/site-map';
import { readConfig } from '../../config';
import { createServer } from '../../createServer';
import { migrate } from '../database/migrate';
import { openDatabase, type Database } from '../database/openDatabase';
import { freshDatabase } from '../database/testing/testDatabases';
import { ensureDemoUsers } from '../../../demo/demoAccounts';
import { signInClient } from '../../features/platform/signIn/testing/signInClient';
import { purgeExpiredLimits } from './purgeExpiredLimits';
import { sharedLimiters } from './sharedLimiters';
import { oneVersionDiscoveryFile } from '../../features/release/clientEvents/testing/oneVersionDiscovery';

jest.setTimeout(120_000);

const ORIGIN = 'http://localhost:8080';
const PASSWORD = 'demo-password-1';
/** A discovery document listing the version the client events report, so their tickets count. */
const DISCOVERY_FILE = oneVersionDiscoveryFile('mfe-map');

/**
 * Two servers on one PostgreSQL database, each with its own pool, as two machines behind a proxy
 * would be; the attempts go to them in turn.
 */
describe('limits shared by every server on PostgreSQL', () => {
  const databases: Database[] = [];
  const servers: FastifyInstance[] = [];

  beforeAll(async () => {
    const first = await freshDatabase('postgres');
    databases.push(first);
    await migrate(first.pool, path.join(__dirname, '../database/migrations'));
    await ensureDemoUsers(first, PASSWORD);
    databases.push(
      await openDatabase({ databaseUrl: first.pool.options.connectionString, dataDir: '' }),
    );
    const config = readConfig(
      { LOG_LEVEL: 'silent', HEADGATE_JOBS: 'off', HEADGATE_DISCOVERY: DISCOVERY_FILE },
      '/nonexistent',
    );
    for (const database of databases) servers.push(await createServer(config, database));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const database of databases.reverse()) await database.close();
  });

  /** A sign-in attempt on one server from `remoteAddress`: the login form, then the password. */
  const attempt = async (
    server: FastifyInstance,
    remoteAddress: string,
    email: string,
    password: string,
  ) => {
    const app = {
      inject: (options: InjectOptions) => server.inject({ ...options, remoteAddress }),
    } as FastifyInstance;
    const session = signInClient(app, { origin: ORIGIN, clientId: 'headgate-shell' });
    const page = await session.start();
    if (page instanceof URL) throw new Error('expected the login form');
    return session.submitLogin(page, email, password);
  };
  const statusOf = (answer: URL | { statusCode: number }) =>
    answer instanceof URL ? 'signed in' : answer.statusCode;

  it('locks an e-mail after the allowed failures in total, spread across both servers', async () => {
    for (let failure = 0; failure < FAILURES_PER_EMAIL; failure++) {
      const server = servers[failure % 2]!;
      const refused = await attempt(server, '10.1.0.1', 'user@headgate.test', `guess-${failure}`);
      expect(statusOf(refused)).toBe(401);
    }
    for (const [server, from] of [
      [servers[0]!, '10.1.0.1'],
      [servers[1]!, '10.1.0.2'],
    ] as const) {
      const blocked = await attempt(server, from, 'user@headgate.test', PASSWORD);
      if (blocked instanceof URL) throw new Error('the e-mail must be locked on every server');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('locks an address after its failures across both servers, and not another address', async () => {
    for (let failure = 0; failure < FAILURES_PER_ADDRESS; failure++) {
      // A new e-mail each time, so only the address's count reaches its limit.
      const server = servers[failure % 2]!;
      const email = `nobody-${failure}@headgate.test`;
      expect(statusOf(await attempt(server, '10.2.0.1', email, 'guess'))).toBe(401);
    }
    for (const server of servers) {
      expect(statusOf(await attempt(server, '10.2.0.1', 'admin@headgate.test', PASSWORD))).toBe(
        429,
      );
    }
    expect(statusOf(await attempt(servers[0]!, '10.2.0.2', 'admin@headgate.test', PASSWORD))).toBe(
      'signed in',
    );
  });

  it('counts client events per address across both servers', async () => {
    // One page load's ticket, which either server takes.
    const { loadTickets } = (
      await servers[0]!.inject({ method: 'GET', url: '/discovery.json' })
    ).json<DiscoveryDocument>();
    const ticket = loadTickets!['mfe-map@0.1.0'];
    const report = (server: FastifyInstance, remoteAddress: string) =>
      server.inject({
        method: 'POST',
        url: '/api/client-events',
        payload: { remote: 'mfe-map', version: '0.1.0', kind: 'loaded', ticket },
        remoteAddress,
      });
    for (let event = 0; event < CLIENT_EVENTS_PER_MINUTE; event++) {
      expect((await report(servers[event % 2]!, '10.3.0.1')).statusCode).toBe(204);
    }
    for (const server of servers) {
      const refused = await report(server, '10.3.0.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    const counted = () =>
      databases[0]!.pool.query(
        "SELECT points FROM rate_limits WHERE key = 'client-events:10.3.0.1'",
      );
    const before = (await counted()).rows;
    for (let flood = 0; flood < 10; flood++) {
      expect((await report(servers[flood % 2]!, '10.3.0.1')).statusCode).toBe(429);
    }
    // Refused from each server's memory once refused there: the flood writes nothing more.
    expect((await counted()).rows).toEqual(before);
    expect((await report(servers[0]!, '10.3.0.2')).statusCode).toBe(204);
  });

  it('purges expired counts and keeps the running ones', async () => {
    const pool = databases[0]!.pool;
    const now = Date.now();
    await pool.query(
      `INSERT INTO rate_limits (key, points, expire)
       VALUES ('sign-in-email:old@headgate.test', 5, $1), ('sign-in-email:new@headgate.test', 2, $2)`,
      [now - 1000, now + 60_000],
    );
    expect(await purgeExpiredLimits(pool, new Date(now))).toBeGreaterThanOrEqual(1);
    const { rows } = await pool.query<{ key: string }>(
      "SELECT key FROM rate_limits WHERE key IN ('sign-in-email:old@headgate.test', 'sign-in-email:new@headgate.test')",
    );
    expect(rows.map((row) => row.key)).toEqual(['sign-in-email:new@headgate.test']);
  });
});

describe('a limit when the database does not answer', () => {
  it('counts in this process meanwhile and says so in the log once', async () => {
    const unreachable = {
      query: () => Promise.reject(new Error('connect ECONNREFUSED 10.9.9.9:5432')),
    } as unknown as pg.Pool;
    const warn = jest.fn();
    const limiter = sharedLimiters(
      { driver: 'postgres', pool: unreachable },
      { warn },
    )({
      keyPrefix: 'test',
      points: 2,
      duration: 60,
    });
    await expect(limiter.consume('10.0.0.1')).resolves.toMatchObject({ remainingPoints: 1 });
    await expect(limiter.consume('10.0.0.1')).resolves.toMatchObject({ remainingPoints: 0 });
    await expect(limiter.consume('10.0.0.1')).rejects.toMatchObject({ remainingPoints: 0 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toContain('this server counts on its own');
  });
});
