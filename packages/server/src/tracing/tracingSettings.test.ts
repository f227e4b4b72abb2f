import { readConfig } from '../config';
import { tracingSettingsOf } from './tracingSettings';

const refusal = (endpoint: string) => {
  try {
    readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }, '/tmp');
    return 'accepted';
  } catch (error) {
    return (error as Error).message.split('\n')[1]?.trim();
  }
};

describe('the tracing settings', () => {
  it('are off unless an endpoint is set, and named headgate unless told', () => {
    expect(readConfig({}, '/tmp').tracing).toBeUndefined();
    expect(tracingSettingsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBeUndefined();
    expect(
      readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example.org:4318/' }, '/tmp'),
    ).toMatchObject({
      tracing: { endpoint: 'https://otel.example.org:4318/', serviceName: 'headgate' },
    });
    expect(
      tracingSettingsOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
        OTEL_SERVICE_NAME: 'headgate-east',
      }),
    ).toEqual({ endpoint: 'http://127.0.0.1:4318', serviceName: 'headgate-east' });
  });

  it('refuses an endpoint that is not a plain http(s) base URL, without repeating it', () => {
    const accepted = 'use a URL like http://otel-collector:4318';
    expect(refusal('otel-collector:4318')).toBe(
      `OTEL_EXPORTER_OTLP_ENDPOINT (value hidden) is a otel-collector: URL, not http: or https:; ${accepted}`,
    );
    expect(refusal('grpc://otel-collector:4317')).toMatch(/is a grpc: URL/);
    expect(refusal('http://otel-collector:4318/?tenant=a')).toBe(
      `OTEL_EXPORTER_OTLP_ENDPOINT (value hidden) has a query or a fragment; ${accepted}`,
    );
    expect(refusal('https://user:sekrit@otel.example.org')).toBe(
      `OTEL_EXPORTER_OTLP_ENDPOINT (value hidden) carries credentials (put them in OTEL_EXPORTER_OTLP_HEADERS); ${accepted}`,
    );
    // Refused ones do not start tracing: the configuration read names them instead.
    expect(
      tracingSettingsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4318' }),
    ).toBeUndefined();
  });
});
