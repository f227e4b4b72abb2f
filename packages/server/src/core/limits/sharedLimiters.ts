import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import { inProcessLimiters, type LimiterFactory, type LimitRule } from '@headgate/identity';
import type { Database } from '../database/openDatabase';

/** The table the limits of every server are counted in (migration 0011). */
export const LIMITS_TABLE = 'rate_limits';
/** The store trouble is logged at most this often, so an outage does not flood the log. */
const NOTICE_EVERY_MS = 60_000;

interface LimitsLog {
  warn: (object: object, message: string) => void;
}

/**
 * Where the server's limits (failed sign-ins, client events) are counted. On PostgreSQL they are
 * rows every server shares, so N servers allow what one allows. On the embedded PGlite there is
 * one process by definition, and the counts stay in memory.
 *
 * When the database does not answer a count, the count falls back to this process's memory
 * (rate-limiter-flexible's insurance limiter) until it does: neither open (a guesser could use
 * an outage) nor closed (a hiccup would refuse every sign-in and report). While it lasts each
 * server limits on its own, N times the shared limit at worst.
 */
export function sharedLimiters(
  database: Pick<Database, 'driver' | 'pool'>,
  log: LimitsLog,
): LimiterFactory {
  if (database.driver === 'pglite') return inProcessLimiters;
  let noticedAt = -Infinity;
  const noticeOutage = () => {
    if (Date.now() - noticedAt < NOTICE_EVERY_MS) return;
    noticedAt = Date.now();
    log.warn(
      { table: LIMITS_TABLE },
      'The database did not answer a rate limit: this server counts on its own until it does.',
    );
  };
  return (rule) =>
    new RateLimiterPostgres({
      ...rule,
      storeClient: database.pool,
      storeType: 'pool',
      tableName: LIMITS_TABLE,
      tableCreated: true,
      // The jobs purge expired rows once for all servers (purgeExpiredLimits).
      clearExpiredByTimeout: false,
      // A key refused once is refused from memory for the rest of its window: a flood from one
      // address costs each server one write, not one per request.
      inMemoryBlockOnConsumed: rule.points + 1,
      insuranceLimiter: new InProcessInsurance(rule, noticeOutage),
    });
}

/** The in-memory stand-in a Postgres limiter counts with while the database is away. */
class InProcessInsurance extends RateLimiterMemory {
  constructor(
    rule: LimitRule,
    private readonly noticeOutage: () => void,
  ) {
    super(rule);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.noticeOutage();
    return super.consume(...args);
  }

  override get(...args: Parameters<RateLimiterMemory['get']>) {
    this.noticeOutage();
    return super.get(...args);
  }

  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.noticeOutage();
    return super.delete(...args);
  }
}
