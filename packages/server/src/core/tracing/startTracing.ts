import { context, propagation, SpanStatusCode, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { IncomingMessage } from 'node:http';
import { SECRET_KEYS } from '../requestLogs/redactedFields';
import { SERVER_VERSION } from '../serverVersion';
import { activateTracing, type Tracing } from './activeTracing';
import { keepRequestSpan } from './requestSpans';
import type { TracingSettings } from './tracingSettings';

/** The OTLP/HTTP path of traces under the collector's base URL (the OTLP specification's). */
const TRACES_PATH = 'v1/traces';
/** How long a shutdown waits for the last spans to reach the collector. */
const FLUSH_TIMEOUT_MS = 3000;
/** The instrumentation scope of the jobs' spans. */
const JOBS_SCOPE = 'headgate-jobs';
/**
 * The query parameters whose values never reach a span: those the logs redact, and the sign-in
 * provider's one-time authorization `code`.
 */
const SECRET_QUERY_PARAMETERS = [...SECRET_KEYS, 'code'];

/**
 * Starts exporting traces to `settings.endpoint` over OTLP/HTTP (JSON): a span per HTTP request
 * (its parent the caller's W3C `traceparent`), a span per PostgreSQL query under a request or a
 * job (its statement without parameter values), and the jobs' spans (`inJobSpan`). Must run
 * before `node:http` and `pg` are first loaded, since the instrumentations patch them as they
 * load; `main.ts` therefore imports it, and everything else after it, dynamically.
 */
export function startTracing(settings: TracingSettings): void {
  const base = settings.endpoint.endsWith('/') ? settings.endpoint : `${settings.endpoint}/`;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: settings.serviceName,
      [ATTR_SERVICE_VERSION]: SERVER_VERSION,
    }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.sampleRatio) }),
    spanProcessors: [
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${base}${TRACES_PATH}` }) }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        redactedQueryParamsServer: SECRET_QUERY_PARAMETERS,
        requestHook: (span, request) => {
          if (request instanceof IncomingMessage) keepRequestSpan(request, span);
        },
      }),
      // Outside a request or a job (migrations, the pool's own checks) a query is not traced.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  activateTracing(tracingOf(provider, settings.endpoint));
}

/** The running tracing over `provider`: the jobs' spans and the flush at shutdown. */
function tracingOf(provider: TracerProvider, endpoint: string): Tracing {
  const tracer = provider.getTracer(JOBS_SCOPE);
  return {
    inSpan(name, attributes, work) {
      return tracer.startActiveSpan(name, { attributes }, async (span) => {
        try {
          return await work();
        } catch (error) {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
          throw error;
        } finally {
          span.end();
        }
      });
    },
    async flush() {
      await provider.forceFlush({ timeoutMillis: FLUSH_TIMEOUT_MS }).catch(() => {
        console.error(
          `Traces still queued at shutdown were not sent within ${FLUSH_TIMEOUT_MS} ms: is the collector at ${endpoint} reachable?`,
        );
      });
    },
  };
}
