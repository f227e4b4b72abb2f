import type { LimiterFactory } from '@headgate/identity';
import { Counter, type Registry } from 'prom-client';
import { RateLimiterRes } from 'rate-limiter-flexible';

/** How a sign-in at the embedded provider ended. */
export type SignInOutcome = 'succeeded' | 'failed' | 'locked';

/** What the browsers reported of a remote (the client event kinds). */
export type RemoteEventKind = 'loaded' | 'load-failure' | 'mount-error' | 'area-error';

/**
 * What this server saw happen since it started, counted as it happens (each server its own;
 * Prometheus sums them): sign-ins, refusals by each rate limit, and the remotes' loads and
 * failures that browsers reported to it.
 */
export interface ServerCounters {
  signIns: Counter<'outcome'>;
  rateLimitRefusals: Counter<'limiter'>;
  remoteEvents: Counter<'remote' | 'version' | 'kind'>;
}

/** Registers the server's counters in `registry`. */
export function createServerCounters(registry: Registry): ServerCounters {
  const registers = [registry];
  return {
    signIns: new Counter({
      name: 'headgate_sign_ins_total',
      help: 'Sign-ins at the embedded provider, by outcome (succeeded, failed, locked).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'headgate_rate_limit_refusals_total',
      help: 'Requests refused (429) by a rate limit, by limiter.',
      labelNames: ['limiter'] as const,
      registers,
    }),
    remoteEvents: new Counter({
      name: 'headgate_remote_events_total',
      help: 'Remote loads and failures browsers reported, by remote, version and kind.',
      labelNames: ['remote', 'version', 'kind'] as const,
      registers,
    }),
  };
}

/**
 * The limiters of `limiters`, each counting its refusals in `refusals` under its rule's name
 * (`keyPrefix`, a fixed name per limit): a store failure is not a refusal and is not counted.
 */
export function countingRefusals(
  limiters: LimiterFactory,
  refusals: ServerCounters['rateLimitRefusals'],
): LimiterFactory {
  return (rule) => {
    const limiter = limiters(rule);
    const consume = limiter.consume.bind(limiter);
    limiter.consume = (...args: Parameters<typeof consume>) =>
      consume(...args).catch((reason: unknown) => {
        if (reason instanceof RateLimiterRes) refusals.inc({ limiter: rule.keyPrefix });
        throw reason;
      });
    return limiter;
  };
}
