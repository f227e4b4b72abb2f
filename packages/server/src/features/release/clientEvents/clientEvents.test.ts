import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_EVENTS_PER_MINUTE, type ClientEventKind } from '@headgate/contracts';
import { remoteVersionId, type DiscoveryDocument } from '@headgate/site-map';
import { useTestApi } from '../../../core/api/testing/apiFixture';
import { DRIVERS } from '../../../core/database/testing/testDatabases';
import { getAs } from '../../facilityPages/drillDown/testing/facilityCallers';

jest.setTimeout(120_000);

const discoveryFile = path.join(
  fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-canary-')),
  'discovery.json',
);
const entry = (
  remote: string,
  version: string,
  deployment: { default?: boolean; traffic: number },
) => ({
  url: `/remotes/${remote}/${version}/mf-manifest.json`,
  metadata: { version },
  deployment,
});
/** A stable version at 90 % and a canary at 10 %. */
const canaried = (remote: string) => [
  entry(remote, '0.1.0', { default: true, traffic: 90 }),
  entry(remote, '0.2.0', { traffic: 10 }),
];
// Each remote is one story: canaries, once rolled back, stay rolled back.
const CANARIES: DiscoveryDocument = {
  microFrontends: {
    'mfe-map': [entry('mfe-map', '0.1.0', { default: true, traffic: 100 })],
    'mfe-admin': canaried('mfe-admin'),
    'mfe-facility': canaried('mfe-facility'),
    'mfe-data-access': canaried('mfe-data-access'),
    'mfe-mobile': canaried('mfe-mobile'),
  },
  rollback: { maxErrorRate: 0.25, minLoads: 4 },
};
fs.writeFileSync(discoveryFile, JSON.stringify(CANARIES));

// The server's clock, which tests move on (never back: the server's copies of the store and the
// summary are dated by it).
const realNow = Date.now.bind(Date);
let clockAhead = 0;
beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => realNow() + clockAhead));
afterEach(() => jest.restoreAllMocks());

describe.each(DRIVERS)('client events on %s', (driver) => {
  const api = useTestApi(driver, undefined, { HEADGATE_DISCOVERY: discoveryFile });
  const report = (body: unknown, ip = '10.0.0.1') =>
    api.app.inject({
      method: 'POST',
      url: '/api/client-events',
      payload: body as object,
      remoteAddress: ip,
    });
  const served = async () =>
    (await api.app.inject({ method: 'GET', url: '/discovery.json' })).json<DiscoveryDocument>();
  const servedVersions = async (remote: string) =>
    (await served()).microFrontends[remote]!.map((e) => e.metadata.version);
  /** A new page load's ticket for the remote version. */
  const ticketFor = async (remote: string, version: string) =>
    (await served()).loadTickets![remoteVersionId(remote, version)]!;
  /** One page load of the remote version from `ip`, ending as `kind`. */
  const load = async (remote: string, version: string, kind: ClientEventKind, ip: string) =>
    report({ remote, version, kind, ticket: await ticketFor(remote, version) }, ip);
  /** Sends `times` events from one address, a minute on after each 60, so the limit takes all. */
  const sendOverMinutes = async (times: number, send: (n: number) => Promise<unknown>) => {
    for (let n = 0; n < times; n++) {
      if (n > 0 && n % CLIENT_EVENTS_PER_MINUTE === 0) clockAhead += 61_000;
      await send(n);
    }
  };
  const summaryRow = async (remote: string, version: string) =>
    ((await getAs(api, '/api/client-events/summary', 'Administrator')).json() as object[]).find(
      (row) =>
        (row as { remote: string; version: string }).remote === remote &&
        (row as { version: string }).version === version,
    );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2_100));
  /** The value of one series in this server's `/metrics` (0 before its first count). */
  const counted = async (series: string) => {
    const text = (await api.app.inject('/metrics')).body;
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? 0 : Number(line.slice(series.length + 1));
  };

  it('serves each page load its tickets, one per entry served', async () => {
    const [first, second] = [await served(), await served()];
    expect(Object.keys(first.loadTickets!).sort()).toEqual(
      Object.entries(CANARIES.microFrontends)
        .flatMap(([remote, entries]) =>
          entries.map((e) => remoteVersionId(remote, e.metadata.version)),
        )
        .sort(),
    );
    expect(first.loadTickets!['mfe-map@0.1.0']).not.toBe(second.loadTickets!['mfe-map@0.1.0']);
  });

  it('takes one small event with its ticket from anyone and keeps nothing personal', async () => {
    const response = await load('mfe-map', '0.1.0', 'loaded', '10.0.0.1');
    expect(response.statusCode).toBe(204);
    const { rows } = await api.db.pool.query('SELECT * FROM client_events');
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'client_key',
        'error_name',
        'event_ndx',
        'kind',
        'received_at',
        'remote',
        'ticket_id',
        'version',
      ].sort(),
    );
    // A keyed hash of the address: not the address, nor anything found again from it without the key.
    expect(rows[0]!.client_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(JSON.stringify(rows[0])).not.toContain('10.0.0.1');
  });

  it.each([
    [{ remote: 'mfe-map', version: '0.1.0', kind: 'loaded', user: 'alice' }, 'user'],
    [{ remote: 'mfe-map', version: '0.1.0', kind: 'exploded' }, 'kind'],
    [{ remote: 'mfe-nothing', version: '0.1.0', kind: 'loaded' }, 'no remote is called'],
    [{ remote: 'mfe-map', version: '<script>', kind: 'loaded' }, 'version'],
    [
      { remote: 'mfe-map', version: '0.1.0', kind: 'area-error', errorName: 'alice@example.org' },
      'errorName',
    ],
  ])('refuses %j', async (body, mentioning) => {
    const response = await report({ ...body, ticket: await ticketFor('mfe-map', '0.1.0') });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(mentioning);
  });

  it('refuses an event without a ticket this site gave a page load of that version', async () => {
    const event = { remote: 'mfe-admin', version: '0.2.0', kind: 'load-failure' };
    const refusal = async (ticket?: string) => {
      const response = await report(ticket === undefined ? event : { ...event, ticket });
      expect(response.statusCode).toBe(400);
      return response.json().message as string;
    };
    expect(await refusal()).toMatch(/^body\.ticket: /);
    expect(await refusal('forged')).toBe('body.ticket: not a load ticket of this site');
    const stable = await ticketFor('mfe-admin', '0.1.0');
    expect(await refusal(stable)).toBe(
      'body.ticket: not a ticket this site gave a page load for mfe-admin 0.2.0',
    );
    // A real ticket's id and time, signed by someone else.
    expect(await refusal(`${stable.slice(0, -22)}${'A'.repeat(22)}`)).toBe(
      'body.ticket: not a ticket this site gave a page load for mfe-admin 0.2.0',
    );
    const ticket = await ticketFor('mfe-admin', '0.2.0');
    clockAhead += 24 * 60 * 60 * 1000 + 5_000;
    expect(await refusal(ticket)).toBe(
      'body.ticket: issued more than 24 hours ago; a page load reads a new one from /discovery.json',
    );
    const { rows } = await api.db.pool.query(
      "SELECT 1 FROM client_events WHERE remote = 'mfe-admin' AND version = '0.2.0'",
    );
    expect(rows).toEqual([]);
  });

  it('counts each event of a page load once, taking a repeat without counting it', async () => {
    const series = (kind: string) =>
      `headgate_remote_events_total{remote="mfe-map",version="0.1.0",kind="${kind}"}`;
    const before = [await counted(series('loaded')), await counted(series('area-error'))];
    const ticket = await ticketFor('mfe-map', '0.1.0');
    const send = (kind: string) =>
      report({ remote: 'mfe-map', version: '0.1.0', kind, ticket }, '10.0.0.5');
    for (const kind of ['loaded', 'loaded', 'area-error', 'area-error']) {
      expect((await send(kind)).statusCode).toBe(204);
    }
    const { rows } = await api.db.pool.query<{ kind: string }>(
      'SELECT kind FROM client_events WHERE ticket_id = $1 ORDER BY event_ndx',
      [ticket.split('.')[0]],
    );
    expect(rows.map((row) => row.kind)).toEqual(['loaded', 'area-error']);
    // And in this server's metrics, once each.
    expect([await counted(series('loaded')), await counted(series('area-error'))]).toEqual([
      before[0]! + 1,
      before[1]! + 1,
    ]);
  });

  it('refuses a body over 1 KB', async () => {
    const response = await report({
      remote: 'mfe-map',
      version: '0.1.0',
      kind: 'loaded',
      ticket: await ticketFor('mfe-map', '0.1.0'),
      pad: 'x'.repeat(2_000),
    });
    expect(response.statusCode).toBe(413);
  });

  it('limits each address to 60 events a minute, saying when to try again', async () => {
    const refusals = 'headgate_rate_limit_refusals_total{limiter="client-events"}';
    const refusedBefore = await counted(refusals);
    const ticket = await ticketFor('mfe-map', '0.1.0');
    const responses = [];
    for (let i = 0; i < 61; i++) {
      responses.push(
        await report({ remote: 'mfe-map', version: '0.1.0', kind: 'loaded', ticket }, '10.9.9.9'),
      );
    }
    expect(responses.filter((response) => response.statusCode === 204)).toHaveLength(60);
    const refused = responses.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await counted(refusals)).toBe(refusedBefore + 1);
  });

  it('drops reports older than a week as new ones arrive', async () => {
    await api.db.pool.query(
      `INSERT INTO client_events (remote, version, kind, received_at) VALUES
        ('mfe-map', 'old-8d', 'loaded', now() - interval '8 days'),
        ('mfe-map', 'kept-6d', 'loaded', now() - interval '6 days')`,
    );
    const ticket = await ticketFor('mfe-map', '0.1.0');
    // A minute on, so the next report prunes whatever earlier tests did.
    clockAhead += 61_000;
    await report({ remote: 'mfe-map', version: '0.1.0', kind: 'loaded', ticket }, '10.0.0.9');
    const { rows } = await api.db.pool.query<{ version: string }>(
      "SELECT version FROM client_events WHERE version IN ('old-8d', 'kept-6d')",
    );
    expect(rows.map((row) => row.version)).toEqual(['kept-6d']);
  });

  it('summarises loads, errors and clients per version for Administrators and Developers only', async () => {
    expect((await getAs(api, '/api/client-events/summary', 'anonymous')).statusCode).toBe(401);
    expect((await getAs(api, '/api/client-events/summary', 'All Data User')).statusCode).toBe(403);
    const ticket = await ticketFor('mfe-admin', '0.1.0');
    await report({ remote: 'mfe-admin', version: '0.1.0', kind: 'loaded', ticket }, '10.0.0.2');
    await report(
      { remote: 'mfe-admin', version: '0.1.0', kind: 'area-error', errorName: 'TypeError', ticket },
      '10.0.0.2',
    );
    const rows = (await getAs(api, '/api/client-events/summary', 'Developer')).json();
    expect(rows).toContainEqual({
      remote: 'mfe-admin',
      version: '0.1.0',
      loads: 1,
      errors: 1,
      clients: 1,
      errorRate: 1,
      rolledBackAt: null,
    });
  });

  it('serves the canary until its error rate passes the rule over 5 clients, then never again', async () => {
    expect(await servedVersions('mfe-admin')).toEqual(['0.1.0', '0.2.0']);
    const warn = jest.spyOn(api.app.log, 'warn');
    const kinds: ClientEventKind[] = ['loaded', 'loaded', 'load-failure', 'mount-error'];
    for (const [n, kind] of kinds.entries()) await load('mfe-admin', '0.2.0', kind, `10.0.1.${n}`);
    await settle();
    // 4 loads, half failed, but from 4 clients: not enough to judge.
    expect(await servedVersions('mfe-admin')).toEqual(['0.1.0', '0.2.0']);
    await load('mfe-admin', '0.2.0', 'mount-error', '10.0.1.4');
    await settle();
    // 3 of 5 clients failed: 60 % > 25 %.
    expect(await servedVersions('mfe-admin')).toEqual(['0.1.0']);
    expect(warn).toHaveBeenCalledWith(
      'Rolled back mfe-admin 0.2.0: 3 errors in 5 loads from 5 clients in the last hour (60.0 % > 25.0 %); no longer served.',
    );
    warn.mockRestore();
    expect(await summaryRow('mfe-admin', '0.2.0')).toMatchObject({
      clients: 5,
      rolledBackAt: expect.any(String),
    });
    // The stable entry is never rolled back, whatever its errors.
    for (let n = 0; n < 5; n++) await load('mfe-admin', '0.1.0', 'load-failure', `10.0.2.${n}`);
    await settle();
    expect(await servedVersions('mfe-admin')).toEqual(['0.1.0']);
  });

  it('200 forged load-failure events from one address, or one IPv6 /64, leave the canary served', async () => {
    const failure = { remote: 'mfe-facility', version: '0.2.0', kind: 'load-failure' };
    const stable = await ticketFor('mfe-facility', '0.1.0');
    // Forged: made up, or signed for another version; refused, and nothing is kept.
    await sendOverMinutes(200, async (n) => {
      const ticket = n % 2 ? stable : `${stable.slice(0, -22)}${String(n).padStart(22, 'A')}`;
      expect((await report({ ...failure, ticket }, '10.0.3.1')).statusCode).toBe(400);
    });
    // Real tickets, each read from /discovery.json as a page load would: still one client.
    await sendOverMinutes(200, async () => {
      expect((await load('mfe-facility', '0.2.0', 'load-failure', '10.0.3.2')).statusCode).toBe(
        204,
      );
    });
    // Another address for each event, all in one /64: one client too.
    await sendOverMinutes(50, async (n) => {
      const ip = `2001:db8:0:7:${n.toString(16)}::1`;
      expect((await load('mfe-facility', '0.2.0', 'mount-error', ip)).statusCode).toBe(204);
    });
    await settle();
    expect(await servedVersions('mfe-facility')).toEqual(['0.1.0', '0.2.0']);
    expect(await summaryRow('mfe-facility', '0.2.0')).toMatchObject({
      loads: 250,
      errors: 250,
      clients: 2,
      errorRate: 1,
      rolledBackAt: null,
    });
  });

  it('a flood of loads from one address does not hide the failures other clients report', async () => {
    await sendOverMinutes(100, async () => {
      expect((await load('mfe-data-access', '0.2.0', 'loaded', '10.0.4.200')).statusCode).toBe(204);
    });
    for (let n = 0; n < 4; n++) {
      expect(
        (await load('mfe-data-access', '0.2.0', 'mount-error', `10.0.4.${n}`)).statusCode,
      ).toBe(204);
    }
    await settle();
    // 4 of 5 clients fail (80 %), though 4 of 104 loads is 3.8 %.
    expect(await servedVersions('mfe-data-access')).toEqual(['0.1.0']);
    expect(await summaryRow('mfe-data-access', '0.2.0')).toMatchObject({
      loads: 104,
      errors: 4,
      clients: 5,
      errorRate: 0.8,
    });
  });

  it("rolls back with the rule's own number of clients", async () => {
    await api.db.pool.query(
      "UPDATE release_entries SET min_clients = 2 WHERE remote = 'mfe-mobile' AND version = '0.2.0'",
    );
    await settle();
    await load('mfe-mobile', '0.2.0', 'load-failure', '10.0.5.1');
    await load('mfe-mobile', '0.2.0', 'load-failure', '10.0.5.2');
    for (let n = 0; n < 3; n++) await load('mfe-mobile', '0.2.0', 'load-failure', '10.0.5.2');
    await settle();
    expect(await servedVersions('mfe-mobile')).toEqual(['0.1.0']);
  });
});
