import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DiscoveryDocument } from '@headgate/site-map';
import { useTestApi } from '../api/testing/apiFixture';
import { DRIVERS } from '../database/testing/testDatabases';
import { getAs } from '../facilityPages/testing/facilityCallers';

jest.setTimeout(60_000);

const discoveryFile = path.join(
  fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-canary-')),
  'discovery.json',
);
const entry = (version: string, deployment: { default?: boolean; traffic: number }) => ({
  url: `/remotes/mfe-admin/${version}/mf-manifest.json`,
  metadata: { version },
  deployment,
});
const CANARY: DiscoveryDocument = {
  microFrontends: {
    'mfe-admin': [entry('0.1.0', { default: true, traffic: 90 }), entry('0.2.0', { traffic: 10 })],
  },
  rollback: { maxErrorRate: 0.25, minLoads: 4 },
};
fs.writeFileSync(discoveryFile, JSON.stringify(CANARY));

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
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2_100));

  it('takes one small event from anyone and keeps nothing personal', async () => {
    const response = await report({ remote: 'mfe-map', version: '0.1.0', kind: 'loaded' });
    expect(response.statusCode).toBe(204);
    const { rows } = await api.db.pool.query('SELECT * FROM client_events');
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['error_name', 'event_ndx', 'kind', 'received_at', 'remote', 'version'].sort(),
    );
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
    const response = await report(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(mentioning);
  });

  it('refuses a body over 1 KB', async () => {
    const response = await report({
      remote: 'mfe-map',
      version: '0.1.0',
      kind: 'loaded',
      pad: 'x'.repeat(2_000),
    });
    expect(response.statusCode).toBe(413);
  });

  it('limits each address to 60 events a minute, saying when to try again', async () => {
    const responses = [];
    for (let i = 0; i < 61; i++) {
      responses.push(
        await report({ remote: 'mfe-map', version: '0.1.0', kind: 'loaded' }, '10.9.9.9'),
      );
    }
    expect(responses.filter((response) => response.statusCode === 204)).toHaveLength(60);
    const refused = responses.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('drops reports older than a week as new ones arrive', async () => {
    await api.db.pool.query(
      `INSERT INTO client_events (remote, version, kind, received_at) VALUES
        ('mfe-map', 'old-8d', 'loaded', now() - interval '8 days'),
        ('mfe-map', 'kept-6d', 'loaded', now() - interval '6 days')`,
    );
    // A minute on, so the next report prunes whatever earlier tests did.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    try {
      await report({ remote: 'mfe-map', version: '0.1.0', kind: 'loaded' }, '10.0.0.9');
    } finally {
      jest.restoreAllMocks();
    }
    const { rows } = await api.db.pool.query<{ version: string }>(
      "SELECT version FROM client_events WHERE version IN ('old-8d', 'kept-6d')",
    );
    expect(rows.map((row) => row.version)).toEqual(['kept-6d']);
  });

  it('summarises loads and errors per version for Administrators and Developers only', async () => {
    expect((await getAs(api, '/api/client-events/summary', 'anonymous')).statusCode).toBe(401);
    expect((await getAs(api, '/api/client-events/summary', 'All Data User')).statusCode).toBe(403);
    await report({ remote: 'mfe-admin', version: '0.1.0', kind: 'loaded' }, '10.0.0.2');
    await report(
      { remote: 'mfe-admin', version: '0.1.0', kind: 'area-error', errorName: 'TypeError' },
      '10.0.0.2',
    );
    const rows = (await getAs(api, '/api/client-events/summary', 'Developer')).json();
    expect(rows).toContainEqual({
      remote: 'mfe-admin',
      version: '0.1.0',
      loads: 1,
      errors: 1,
      errorRate: 1,
      rolledBackAt: null,
    });
  });

  it('serves the canary until its error rate passes the rule, then never again', async () => {
    expect((await served()).microFrontends['mfe-admin']).toHaveLength(2);
    const warn = jest.spyOn(api.app.log, 'warn');
    for (const kind of ['loaded', 'loaded', 'loaded', 'load-failure', 'mount-error']) {
      await report({ remote: 'mfe-admin', version: '0.2.0', kind }, '10.0.0.3');
    }
    await settle();
    // 1 failed load and 1 mount error in 5 loads: 40 % > 25 %.
    expect((await served()).microFrontends['mfe-admin']!.map((e) => e.metadata.version)).toEqual([
      '0.1.0',
    ]);
    expect(warn).toHaveBeenCalledWith(
      'Rolled back mfe-admin 0.2.0: 2 errors in 5 loads in the last hour (40.0 % > 25.0 %); no longer served.',
    );
    warn.mockRestore();
    const rows = (await getAs(api, '/api/client-events/summary', 'Administrator')).json();
    expect(rows.find((row: { version: string }) => row.version === '0.2.0').rolledBackAt).toEqual(
      expect.any(String),
    );
    // The stable entry is never rolled back, whatever its errors.
    for (let i = 0; i < 5; i++)
      await report({ remote: 'mfe-admin', version: '0.1.0', kind: 'load-failure' }, '10.0.0.4');
    await settle();
    expect((await served()).microFrontends['mfe-admin']!.map((e) => e.metadata.version)).toEqual([
      '0.1.0',
    ]);
  });
});
