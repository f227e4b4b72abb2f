import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** A counted limit: `points` per `duration` seconds for each key, its keys named by `keyPrefix`. */
export interface LimitRule {
  keyPrefix: string;
  points: number;
  duration: number;
}

/**
 * Makes the limiter that counts one rule. Where the counts live is the server's choice: in the
 * process, or in the database every server shares.
 */
export type LimiterFactory = (rule: LimitRule) => RateLimiterAbstract;

/** Counts in this process only: right for one server, N times too lenient for N servers. */
export const inProcessLimiters: LimiterFactory = (rule) => new RateLimiterMemory(rule);
