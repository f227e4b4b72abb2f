import os from 'node:os';
import v8 from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { platformEndpoints } from '@headgate/contracts';
import { ServerBusy } from '../api/refusals';
import type { DatabaseDriver } from '../database/openDatabase';

/**
 * The mean event-loop delay over a sample past which a server on PostgreSQL refuses new calls:
 * by then a call waits over a second before any of its code runs, and taking more only makes
 * every one slower (a loop stuck for a whole sample counts as endless delay). PGlite's queries
 * run on this loop: there a query of a few seconds (a large download, an import) delays it by
 * design, and refusing calls afterwards would protect nothing, so a server on PGlite watches its
 * memory only.
 */
export const MAX_EVENT_LOOP_DELAY_MS = 1000;

/**
 * The share of V8's heap limit past which the server refuses new calls: near the limit the
 * process would end with "heap out of memory", cutting every call in flight.
 */
export const MAX_HEAP_USED_SHARE = 0.9;

/**
 * The share of the memory the process may have (systemd's `MemoryMax`, else the host's) past
 * which the server refuses new calls, before the kernel's out-of-memory killer ends it.
 */
export const MAX_RSS_SHARE = 0.9;

/**
 * How often the event-loop delay and the memory are sampled, each sample standing until the
 * next. Five seconds, not under-pressure's one: one long task (a large answer serialized, a
 * garbage collection) stalls the loop for a moment and must not turn calls away for the next
 * second; a loop that lags across five is overloaded. Memory grows slowly enough for it too.
 */
const SAMPLE_INTERVAL_MS = 5000;

/** Seconds a refused caller is asked to wait: a busy spell usually passes within a few. */
const PRESSURE_RETRY_AFTER_SECONDS = 10;

/** How often a server under pressure says so in its log, however many calls it refuses. */
const PRESSURE_LOG_INTERVAL_MS = 60_000;

export interface PressureLimits {
  /** Unset: the event loop is not watched (PGlite). */
  maxEventLoopDelayMs?: number;
  maxHeapUsedBytes: number;
  maxRssBytes: number;
  sampleIntervalMs: number;
}

/** The memory this process may have: its control group's limit when it has one, else the host's. */
function availableMemory(): number {
  const constrained = process.constrainedMemory();
  // Node 20 reports an unlimited group as 2^64 - 1, Node 22 and later as 0.
  return constrained > 0 ? Math.min(constrained, os.totalmem()) : os.totalmem();
}

/**
 * The limits of a server on `driver`, from its heap limit and the memory it may have; the
 * event-loop delay as `PRESSURE_EVENT_LOOP_DELAY_MS` sets it (0: not watched).
 */
export function defaultPressureLimits(
  driver: DatabaseDriver,
  maxEventLoopDelayMs = MAX_EVENT_LOOP_DELAY_MS,
): PressureLimits {
  return {
    ...(driver === 'postgres' && maxEventLoopDelayMs > 0 ? { maxEventLoopDelayMs } : {}),
    maxHeapUsedBytes: Math.floor(v8.getHeapStatistics().heap_size_limit * MAX_HEAP_USED_SHARE),
    maxRssBytes: Math.floor(availableMemory() * MAX_RSS_SHARE),
    sampleIntervalMs: SAMPLE_INTERVAL_MS,
  };
}

/**
 * Registers `@fastify/under-pressure`: while the event loop lags or memory nears its `limits`
 * (as last sampled), every call is answered 503 `overloaded` with `Retry-After` before any
 * of its work starts, and the log says so once a minute. Liveness still answers 200: the process
 * is alive and recovers by itself, and a restart would only cut what it is doing. Readiness is
 * refused like every other call, so a proxy sends users to another server meanwhile.
 */
export async function refuseUnderPressure(
  app: FastifyInstance,
  limits: PressureLimits,
): Promise<void> {
  let loggedAt = -Infinity;
  await app.register(underPressure, {
    // 0: not watched.
    maxEventLoopDelay: limits.maxEventLoopDelayMs ?? 0,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    maxRssBytes: limits.maxRssBytes,
    sampleInterval: limits.sampleIntervalMs,
    pressureHandler: async (request, _reply, type, value) => {
      if (request.routeOptions.config.endpoint === platformEndpoints.healthLive) return;
      if (Date.now() - loggedAt >= PRESSURE_LOG_INTERVAL_MS) {
        loggedAt = Date.now();
        request.log.warn(
          { type, value, limits },
          `Headgate is under pressure (${type} at ${Math.round(value ?? 0)}): refusing calls with 503.`,
        );
      }
      throw new ServerBusy(
        'overloaded',
        'This server is overloaded just now. Try again in a few seconds.',
        PRESSURE_RETRY_AFTER_SECONDS,
      );
    },
  });
}
