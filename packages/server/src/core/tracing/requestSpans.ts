import type { IncomingMessage } from 'node:http';
import type { Span } from '@opentelemetry/api';
import type { FastifyRequest } from 'fastify';

/**
 * Each traced request's server span, kept by `startTracing` as the HTTP instrumentation opens it
 * and read by the request's hooks and access log line. A type-only import of OpenTelemetry:
 * with tracing off the map stays empty and nothing of OpenTelemetry is loaded.
 */
const requestSpans = new WeakMap<IncomingMessage, Span>();

/** The semantic conventions' attribute of a server span's route template. */
const HTTP_ROUTE = 'http.route';

/** Keeps `span` as the server span of `request`. */
export function keepRequestSpan(request: IncomingMessage, span: Span): void {
  requestSpans.set(request, span);
}

/**
 * Names a traced request's span by its method and route template (`GET /ogc/collections/:id`),
 * never by the raw URL, which may carry ids or a token; from the first hook, since the HTTP
 * instrumentation ends the span before Fastify's `onResponse` runs. A request no route matched
 * keeps the method alone.
 */
export function nameRequestSpan(request: FastifyRequest): void {
  const span = requestSpans.get(request.raw);
  const route = request.routeOptions.url;
  if (!span || route === undefined) return;
  span.updateName(`${request.method} ${route}`);
  span.setAttribute(HTTP_ROUTE, route);
}

/**
 * The trace and span ids of a traced request, for its access log line, so that the line and
 * the trace are found from each other; nothing when tracing is off.
 */
export function traceIdsOf(request: FastifyRequest): { traceId?: string; spanId?: string } {
  const span = requestSpans.get(request.raw);
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}
