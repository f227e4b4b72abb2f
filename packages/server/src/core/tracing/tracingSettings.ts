import { z } from 'zod';
import { optional, withDefault } from '../config/environmentVariable';
import { httpUrl, share, text, type SettingKind } from '../config/settingKinds';

/** The service name traces carry when `OTEL_SERVICE_NAME` is unset. */
export const DEFAULT_SERVICE_NAME = 'headgate';

/**
 * An OTLP/HTTP collector's base URL: http(s), with neither a query nor a fragment, since the
 * exporter appends `v1/traces` to its path (a query would swallow it), and without credentials,
 * which belong in `OTEL_EXPORTER_OTLP_HEADERS` rather than in a URL printed in refusals.
 */
function otlpEndpoint(): SettingKind<string> {
  const accepted = 'a URL like http://otel-collector:4318';
  return httpUrl('http://otel-collector:4318').transform((endpoint, ctx) => {
    const url = new URL(endpoint);
    const problem =
      url.username || url.password
        ? 'carries credentials (put them in OTEL_EXPORTER_OTLP_HEADERS)'
        : url.search || url.hash
          ? 'has a query or a fragment'
          : null;
    if (!problem) return endpoint;
    ctx.addIssue({ code: 'custom', message: `${problem}; use ${accepted}` });
    return z.NEVER;
  });
}

/** `OTEL_EXPORTER_OTLP_ENDPOINT`: where traces go; unset, nothing of OpenTelemetry is loaded. */
export const otlpEndpointSetting = optional(otlpEndpoint(), 'unset: no traces', {
  // A refused value is not repeated: it may be refused for the credentials it carries.
  secret: true,
});

/** `OTEL_SERVICE_NAME`: the `service.name` of every span. */
export const serviceNameSetting = withDefault(text(), DEFAULT_SERVICE_NAME);

/**
 * `OTEL_TRACES_SAMPLER_ARG`: the share of the traces begun at this server that are recorded and
 * sent (OpenTelemetry's `parentbased_traceidratio`); a caller's `traceparent` decides for its own.
 */
export const sampleRatioSetting = withDefault(share(), '1');

/** Where the server sends its traces, under which name, and what share of them. */
export interface TracingSettings {
  endpoint: string;
  serviceName: string;
  sampleRatio: number;
}

const tracingSchema = z.object({
  OTEL_EXPORTER_OTLP_ENDPOINT: otlpEndpointSetting,
  OTEL_SERVICE_NAME: serviceNameSetting,
  OTEL_TRACES_SAMPLER_ARG: sampleRatioSetting,
});

/**
 * The tracing settings of `env`, read before the rest of the configuration (whose modules load
 * `pg`, which tracing must see load); undefined when tracing is off or its settings are unusable,
 * which the configuration read that follows then refuses with every other bad variable.
 */
export function tracingSettingsOf(env: NodeJS.ProcessEnv): TracingSettings | undefined {
  const parsed = tracingSchema.safeParse(env);
  if (!parsed.success || parsed.data.OTEL_EXPORTER_OTLP_ENDPOINT === undefined) return undefined;
  return {
    endpoint: parsed.data.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: parsed.data.OTEL_SERVICE_NAME,
    sampleRatio: parsed.data.OTEL_TRACES_SAMPLER_ARG,
  };
}
