import { readConfig } from '../../config';
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
      tracing: {
        endpoint: 'https://otel.example.org:4318/',
        serviceName: 'headgate',
        sampleRatio: 1,
      },
    });
    expect(
      tracingSettingsOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
        OTEL_SERVICE_NAME: 'headgate-east',
        OTEL_TRACES_SAMPLER_ARG: '0.1',
      }),
    ).toEqual({
      endpoint: 'http://127.0.0.1:4318',
      serviceName: 'headgate-east',
      sampleRatio: 0.1,
    });
  });

  it('keeps a share of the traces from 0 to 1, and refuses any other', () => {
    const ratio = (value: string) =>
      readConfig(
        { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_TRACES_SAMPLER_ARG: value },
        '/tmp',
      ).tracing?.sampleRatio;
    expect([ratio('0'), ratio('0.25'), ratio('.5'), ratio('1')]).toEqual([0, 0.25, 0.5, 1]);
    for (const refused of ['1.5', '-0.1', '10%', 'half']) {
      expect(() => ratio(refused)).toThrow(
        'is not a share from 0 to 1; use a number from 0 to 1, such as 0.1',
      );
    }
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
