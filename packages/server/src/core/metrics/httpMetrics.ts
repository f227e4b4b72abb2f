import type { FastifyInstance } from 'fastify';
import { Gauge, Histogram, type Registry } from 'prom-client';

/** The route label of a request no route matched: raw URLs would make a series per scan. */
const UNMATCHED_ROUTE = 'unmatched';
/** The 'close' listeners a response may carry without Node warning of a leak (see below). */
const RESPONSE_CLOSE_LISTENERS = 20;
/** From a cached answer (a few ms) to a long download (a minute). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * Times every request into `http_request_duration_seconds` by method, route template and status
 * class, and counts those under way in `http_requests_in_flight`. Registered before the other
 * hooks, so a refused call (busy, starting, unauthorized) is timed too.
 */
export function measureRequests(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route template and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'HTTP requests this server is answering now.',
    registers: [registry],
  });
  app.addHook('onRequest', async (_request, reply) => {
    // A page sent by @fastify/static already carries nine 'close' listeners of Fastify's own (one
    // per thenable and stream step), the front door's and this one make eleven: over Node's
    // default of ten, which warns of a leak on every page. They go with the response.
    reply.raw.setMaxListeners(RESPONSE_CLOSE_LISTENERS);
    inFlight.inc();
    // 'close' comes for every answer, also one cut off before it was sent (onResponse would not).
    reply.raw.once('close', () => inFlight.dec());
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
}
