import type pg from 'pg';
import { Counter, Gauge, type Registry } from 'prom-client';
import { setLocalStatementTimeout } from '../database/bulkCopy';
import { inTransaction } from '../database/inTransaction';

/** How long one scrape-time query may run: a slow database must not hold a scrape. */
const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

type Log = { warn: (object: object, message: string) => void };

/**
 * Runs one scrape-time query, bounded by {@link SCRAPE_QUERY_TIMEOUT_MS}; null when the database
 * cannot answer, so its series are left out of this scrape rather than failing it.
 */
async function readBounded<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  log: Log,
  sql: string,
): Promise<Row[] | null> {
  try {
    return await inTransaction(pool, async (client) => {
      await client.query(setLocalStatementTimeout(SCRAPE_QUERY_TIMEOUT_MS));
      return (await client.query<Row>(sql)).rows;
    });
  } catch (error) {
    log.warn({ err: error }, 'A metric was left out of the scrape: the database did not answer.');
    return null;
  }
}

/**
 * `read` shared by the series of one scrape: the registry collects them all at once, so the first
 * starts the query and the others wait for the same answer.
 */
function onePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let underWay: Promise<T> | null = null;
  return () => {
    underWay ??= read().finally(() => {
      underWay = null;
    });
    return underWay;
  };
}

/**
 * The series read from the database at each scrape, one query each: what every server on the
 * database sees alike (imports, outbox, remote loads, canary rollbacks).
 */
export function measureDatabase(pool: pg.Pool, registry: Registry, log: Log): void {
  const registers = [registry];
  const imports = onePerScrape(() =>
    readBounded<{
      data_source: string;
      last_success: number | null;
      frequency: number | null;
      failures: number;
    }>(
      pool,
      log,
      `SELECT d.data_source,
              extract(epoch FROM max(r.finished_at) FILTER (WHERE r.status = 'succeeded'))::float8 AS last_success,
              (min(i.frequency_minutes) FILTER (WHERE i.enabled) * 60)::float8 AS frequency,
              (count(r.run_ndx) FILTER (WHERE r.status = 'failed'))::int AS failures
         FROM import_data_sources i
         JOIN data_sources d USING (datasrc_ndx)
         LEFT JOIN import_runs r ON r.import_ndx = i.import_ndx
        GROUP BY d.data_source`,
    ),
  );
  /** One series per data source, from the field `field` of the imports' shared answer. */
  const perDataSource = (
    Metric: typeof Gauge | typeof Counter,
    name: string,
    help: string,
    field: 'last_success' | 'frequency' | 'failures',
  ) =>
    new Metric({
      name,
      help,
      labelNames: ['data_source'] as const,
      registers,
      async collect() {
        const rows = await imports();
        this.reset();
        for (const row of rows ?? []) {
          const value = row[field];
          if (value === null) continue;
          if (this instanceof Gauge) this.set({ data_source: row.data_source }, value);
          else this.inc({ data_source: row.data_source }, value);
        }
      },
    });
  perDataSource(
    Gauge,
    'headgate_import_last_success_timestamp_seconds',
    'When the last successful import run of a data source ended (Unix time).',
    'last_success',
  );
  perDataSource(
    Gauge,
    'headgate_import_frequency_seconds',
    'The shortest frequency of the enabled import configurations of a data source.',
    'frequency',
  );
  perDataSource(
    Counter,
    'headgate_import_failures_total',
    'Failed import runs, by data source.',
    'failures',
  );

  const outbox = onePerScrape(() =>
    readBounded<{ state: string; messages: number; oldest: number | null }>(
      pool,
      log,
      `SELECT states.state, count(o.message_ndx)::int AS messages,
              extract(epoch FROM now() - min(o.created_at))::float8 AS oldest
         FROM (VALUES ('pending'), ('sending'), ('sent'), ('failed')) AS states (state)
         LEFT JOIN alert_outbox o ON o.status = states.state
        GROUP BY states.state`,
    ),
  );
  new Gauge({
    name: 'headgate_outbox_messages',
    help: 'Alert messages in the outbox, by state (pending, sending, sent, failed).',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const rows = await outbox();
      this.reset();
      for (const row of rows ?? []) this.set({ state: row.state }, row.messages);
    },
  });
  new Gauge({
    name: 'headgate_outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest alert message not yet sent (pending or sending); 0 when none.',
    registers,
    async collect() {
      const rows = await outbox();
      this.reset();
      // A series without labels would otherwise read 0, as if the outbox were empty.
      if (!rows) return this.remove();
      const unsent = rows.filter((row) => row.state === 'pending' || row.state === 'sending');
      this.set(Math.max(0, ...unsent.map((row) => row.oldest ?? 0)));
    },
  });

  new Counter({
    name: 'headgate_canary_rollbacks_total',
    help: 'Canary versions of remotes the server stopped serving for their error rate.',
    registers,
    async collect() {
      const rows = await readBounded<{ rollbacks: number }>(
        pool,
        log,
        'SELECT count(*)::int AS rollbacks FROM remote_rollbacks',
      );
      this.reset();
      if (rows) this.inc(rows[0]!.rollbacks);
      else this.remove();
    },
  });
}
