import { spawnSync } from 'node:child_process';
import type pg from 'pg';
import { Registry } from 'prom-client';
import { useTestApi } from '../api/testing/apiFixture';
import type { Database } from '../database/openDatabase';
import { measureDatabase } from './databaseMetrics';

const TOKEN = 'scrape-secret-0123456789';
const hasPromtool = spawnSync('promtool', ['--version']).status === 0;

/** An import of the fixture's gage with one successful and two failed runs, and an outbox. */
async function insertJobRecords(db: Database) {
  const sql = (text: string) => db.pool.query(text);
  await sql("INSERT INTO data_sources (datasrc_ndx, data_source) VALUES (7, 'CDSS')");
  await sql(
    `INSERT INTO import_data_sources (import_ndx, location_ndx, parameter_ndx, unit_ndx, datasrc_ndx, delimiter_ndx, frequency_minutes)
     VALUES (1, 1, 67, 1, 7, 1, 15)`,
  );
  await sql(
    `INSERT INTO import_runs (import_ndx, status, finished_at) VALUES
       (1, 'succeeded', '2024-05-01T12:00:00Z'), (1, 'failed', '2024-05-01T12:30:00Z'),
       (1, 'failed', '2024-05-01T13:00:00Z')`,
  );
  await sql(
    `INSERT INTO alert_outbox (recipients, subject, body, status, created_at) VALUES
       ('{a@example.org}', 's', 'b', 'pending', now() - interval '600 seconds'),
       ('{a@example.org}', 's', 'b', 'sent', now() - interval '1 day')`,
  );
}

/** The value of the sample `series` (name and labels, as written) of an exposition. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  const api = useTestApi('pglite', insertJobRecords);

  it('answers a loopback caller and refuses any other with 403, whatever it forwards', async () => {
    const loopback = await api.app.inject('/metrics');
    expect(loopback.statusCode).toBe(200);
    expect(loopback.headers['content-type']).toContain('text/plain; version=0.0.4');
    const remote = await api.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect([remote.statusCode, remote.json()]).toEqual([
      403,
      { error: 'forbidden', message: expect.stringContaining('METRICS_TOKEN') },
    ]);
  });

  it('labels requests by route template and status class, never by the raw URL', async () => {
    await api.app.inject('/api/facility-pages/98765');
    await api.app.inject('/no/such/page-xyz');
    await api.app.inject('/api/public-map/layers');
    const text = (await api.app.inject('/metrics')).body;
    expect(text).not.toContain('98765');
    expect(text).not.toContain('page-xyz');
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/public-map/layers",status_class="2xx"}',
      ),
    ).toBe(1);
    expect(text).toContain('route="/api/facility-pages/:facilityNdx"');
    expect(text).toContain('route="unmatched"');
    // The scrape itself is under way while it is answered.
    expect(sample(text, 'http_requests_in_flight')).toBe(1);
  });

  it("shows the pool's connections and the process's own series", async () => {
    const text = (await api.app.inject('/metrics')).body;
    expect(sample(text, 'pg_pool_connections{state="total"}')).toBe(api.db.pool.totalCount);
    expect(sample(text, 'pg_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'pg_pool_connections{state="waiting"}')).toBe(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('reads the imports and the outbox from the database at each scrape', async () => {
    const text = (await api.app.inject('/metrics')).body;
    expect(sample(text, 'headgate_import_last_success_timestamp_seconds{data_source="CDSS"}')).toBe(
      Date.parse('2024-05-01T12:00:00Z') / 1000,
    );
    expect(sample(text, 'headgate_import_failures_total{data_source="CDSS"}')).toBe(2);
    expect(sample(text, 'headgate_import_frequency_seconds{data_source="CDSS"}')).toBe(900);
    expect(sample(text, 'headgate_outbox_messages{state="pending"}')).toBe(1);
    expect(sample(text, 'headgate_outbox_messages{state="sent"}')).toBe(1);
    expect(sample(text, 'headgate_outbox_messages{state="failed"}')).toBe(0);
    expect(sample(text, 'headgate_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(600);
    expect(sample(text, 'headgate_canary_rollbacks_total')).toBe(0);
  });

  (hasPromtool ? it : it.skip)('passes `promtool check metrics`', async () => {
    const text = (await api.app.inject('/metrics')).body;
    const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect({ status: check.status, problems: check.stdout + check.stderr }).toEqual({
      status: 0,
      problems: '',
    });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const api = useTestApi('pglite', undefined, { METRICS_TOKEN: TOKEN });

  it('answers the token from anywhere and refuses a missing or wrong one with 401', async () => {
    const remote = { remoteAddress: '203.0.113.9', url: '/metrics' };
    const granted = await api.app.inject({
      ...remote,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(granted.statusCode).toBe(200);
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }]) {
      const refused = await api.app.inject({ url: '/metrics', headers });
      expect([refused.statusCode, refused.json().error]).toEqual([401, 'unauthorized']);
    }
  });
});

describe('the series read from the database', () => {
  it('are left out, not failing the scrape, while the database does not answer', async () => {
    const down = { connect: () => Promise.reject(new Error('connect ECONNREFUSED')) };
    const registry = new Registry();
    const warn = jest.fn();
    measureDatabase(down as unknown as pg.Pool, registry, { warn });
    const text = await registry.metrics();
    expect(text.split('\n').filter((line) => line !== '' && !line.startsWith('#'))).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});
