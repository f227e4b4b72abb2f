import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as the OTLP/JSON exporter sends it, with its attributes flattened. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's SpanKind: 2 server, 3 client, 1 internal. */
  kind: number;
  attributes: Record<string, unknown>;
  /** The `service.name` of the resource the span came with. */
  serviceName: unknown;
  /** The `service.version` of that resource. */
  serviceVersion: unknown;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: {
      spans: (Omit<ReceivedSpan, 'attributes' | 'serviceName' | 'serviceVersion'> & {
        attributes: OtlpAttribute[];
      })[];
    }[];
  }[];
}

function flattened(attributes: OtlpAttribute[]): Record<string, unknown> {
  return Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue,
    ]),
  );
}

/**
 * A stand-in OpenTelemetry collector: answers OTLP/HTTP JSON exports on `POST /v1/traces` (what
 * `@opentelemetry/exporter-trace-otlp-http` sends) and keeps their spans for a test to read.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      paths.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
      const sent = JSON.parse(body) as OtlpExport;
      for (const { resource, scopeSpans } of sent.resourceSpans) {
        const service = flattened(resource.attributes);
        for (const span of scopeSpans.flatMap((scope) => scope.spans)) {
          spans.push({
            ...span,
            attributes: flattened(span.attributes),
            serviceName: service['service.name'],
            serviceVersion: service['service.version'],
          });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    /** Each export's method, path and content type. */
    paths,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
