import { openDatabase, type Database } from '../../src/core/database/openDatabase';
import { startThrowawayPostgres } from '../../src/core/database/testing/throwawayPostgres';

/**
 * Runs `bench` on each driver named by `BENCH_DRIVERS` (default: PGlite in memory, then a
 * throwaway PostgreSQL 15, stopped afterwards even on Ctrl-C), and answers all their rows.
 */
export async function benchOnDrivers<Row>(bench: (db: Database) => Promise<Row[]>): Promise<Row[]> {
  const drivers = (process.env.BENCH_DRIVERS ?? 'pglite,postgres')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const driver of drivers) {
    if (driver !== 'pglite' && driver !== 'postgres')
      throw new Error(`unknown driver in BENCH_DRIVERS: ${driver}`);
  }
  const rows: Row[] = [];
  for (const driver of drivers)
    rows.push(...(await (driver === 'pglite' ? onPglite(bench) : onPostgres(bench))));
  return rows;
}

async function onPglite<Row>(bench: (db: Database) => Promise<Row[]>): Promise<Row[]> {
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    return await bench(db);
  } finally {
    await db.close();
  }
}

async function onPostgres<Row>(bench: (db: Database) => Promise<Row[]>): Promise<Row[]> {
  const cluster = await startThrowawayPostgres();
  const stopOnSignal = (signal: NodeJS.Signals) => {
    cluster.stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stopOnSignal).once('SIGTERM', stopOnSignal);
  try {
    const db = await openDatabase({ databaseUrl: cluster.url, dataDir: '' });
    try {
      return await bench(db);
    } finally {
      await db.close();
    }
  } finally {
    process.off('SIGINT', stopOnSignal).off('SIGTERM', stopOnSignal);
    cluster.stop();
  }
}

/** Calls per target: `BENCH_REPS`, or the benchmark's own default. */
export function benchRepetitions(fallback: number): number {
  const raw = process.env.BENCH_REPS?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`BENCH_REPS must be a whole number, got ${raw}`);
  return value;
}
