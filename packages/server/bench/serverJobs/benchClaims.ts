/**
 * `pnpm bench:claims`: how fast two servers drain a queue of alert messages on a throwaway
 * PostgreSQL 15, with Headgate's row claims (`jobClaims.dueMessages`, then the row marked sent)
 * against pg-boss 12 (`fetch` then `complete`), each server with its own pool of
 * `PG_POOL_MAX`-like size, batches of 10 as the outbox sender takes them. Prints messages per
 * second, statements per message and how many messages were handed out twice (must be 0).
 * A script that prints figures, not a test.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { migrate, migrationsDir } from '../../src/core/database/migrate';
import { startThrowawayPostgres } from '../../src/core/database/testing/throwawayPostgres';
import { INSTALL_ROOT } from '../../src/installRoot';
import { jobClaims } from '../../src/features/serverJobs/jobClaims';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20_000);
const SERVERS = 2;
const BATCH = 10;
const POOL = 5;
const log = (line: string) => process.stdout.write(`${line}\n`);

interface Drain {
  seconds: number;
  handedOut: number;
  twice: number;
  statements: number;
}

/** Runs `take` on every server until each finds nothing; counts what each id was given. */
async function drain(take: (server: number) => Promise<string[]>): Promise<Drain> {
  const seen = new Map<string, number>();
  let statements = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SERVERS }, async (_, server) => {
      for (;;) {
        const ids = await take(server);
        statements += ids.length ? 2 : 1;
        if (!ids.length) return;
        for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const twice = [...seen.values()].filter((count) => count > 1).length;
  return { seconds, handedOut: seen.size, twice, statements };
}

function report(name: string, result: Drain): void {
  log(
    `${name.padEnd(12)} ${String(Math.round(result.handedOut / result.seconds)).padStart(7)} messages/s` +
      `  ${(result.statements / result.handedOut).toFixed(2)} statements/message` +
      `  ${result.handedOut} handed out, ${result.twice} twice`,
  );
}

async function rowClaims(url: string): Promise<Drain> {
  const pools = Array.from(
    { length: SERVERS },
    () => new pg.Pool({ connectionString: url, max: POOL }),
  );
  await migrate(pools[0]!, migrationsDir(INSTALL_ROOT));
  await pools[0]!.query(
    `INSERT INTO alert_outbox (recipients, subject, body)
     SELECT ARRAY['ops@district.example'], 'Flow above 100 cfs', 'Reading ' || n FROM generate_series(1, $1) n`,
    [MESSAGES],
  );
  try {
    return await drain(async (server) => {
      const pool = pools[server]!;
      const claimed = await jobClaims.dueMessages(pool, new Date(), BATCH, `bench-${server}`);
      const ids = claimed.map((message) => message.message_ndx);
      if (ids.length)
        await pool.query(
          "UPDATE alert_outbox SET status = 'sent', sent_at = now() WHERE message_ndx = ANY($1)",
          [ids],
        );
      return ids;
    });
  } finally {
    await Promise.all(pools.map((pool) => pool.end()));
  }
}

async function pgBoss(url: string): Promise<Drain> {
  const bosses = Array.from(
    { length: SERVERS },
    () => new PgBoss({ connectionString: url, max: POOL, supervise: false, schedule: false }),
  );
  for (const boss of bosses) {
    boss.on('error', (error) => log(`pg-boss: ${error.message}`));
    await boss.start();
  }
  await bosses[0]!.createQueue('alert-outbox');
  for (let from = 0; from < MESSAGES; from += 1000) {
    await bosses[0]!.insert(
      'alert-outbox',
      Array.from({ length: Math.min(1000, MESSAGES - from) }, (_, n) => ({
        data: {
          recipients: ['ops@district.example'],
          subject: 'Flow above 100 cfs',
          body: `Reading ${from + n}`,
        },
      })),
    );
  }
  try {
    return await drain(async (server) => {
      const boss = bosses[server]!;
      const jobs = await boss.fetch('alert-outbox', { batchSize: BATCH });
      const ids = jobs.map((job) => job.id);
      if (ids.length) await boss.complete('alert-outbox', ids);
      return ids;
    });
  } finally {
    await Promise.all(bosses.map((boss) => boss.stop({ graceful: false })));
  }
}

const postgres = await startThrowawayPostgres();
try {
  const admin = new pg.Pool({ connectionString: postgres.url, max: 1 });
  await admin.query('CREATE DATABASE bench_rows');
  await admin.query('CREATE DATABASE bench_boss');
  await admin.end();
  const database = (name: string) => {
    const url = new URL(postgres.url);
    url.pathname = `/${name}`;
    return url.toString();
  };
  log(
    `${MESSAGES} messages, ${SERVERS} servers × ${POOL} connections, batches of ${BATCH}, PostgreSQL 15`,
  );
  report('row claims', await rowClaims(database('bench_rows')));
  report('pg-boss 12', await pgBoss(database('bench_boss')));
} finally {
  postgres.stop();
}
