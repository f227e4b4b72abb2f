/**
 * What the server's code calls to trace, without loading OpenTelemetry: until `startTracing`
 * (loaded only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set) hands over the running tracing, a job
 * runs as it is and a shutdown has nothing to flush.
 */

/** The running tracing, as `startTracing` makes it. */
export interface Tracing {
  /** Runs `work` in a new span (a child of the current one, if any), ended when it settles. */
  inSpan<T>(name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T>;
  /** Sends the spans still queued, within a bounded time. */
  flush(): Promise<void>;
}

/** A span's attributes, such as `headgate.import_ndx`. */
export type SpanAttributes = Record<string, string | number | boolean>;

let active: Tracing | undefined;

/** Makes `tracing` the one `inJobSpan` and `flushTraces` use, for the rest of the process. */
export function activateTracing(tracing: Tracing): void {
  active = tracing;
}

/**
 * Runs one step of the server jobs (an import run, an alert evaluation, an outbox delivery) in
 * a span named `name`, under which its PostgreSQL queries appear; just runs it when tracing is
 * off.
 */
export function inJobSpan<T>(
  name: string,
  attributes: SpanAttributes,
  work: () => Promise<T>,
): Promise<T> {
  return active ? active.inSpan(name, attributes, work) : work();
}

/** Sends the spans still queued before the process ends; nothing to do when tracing is off. */
export async function flushTraces(): Promise<void> {
  await active?.flush();
}
