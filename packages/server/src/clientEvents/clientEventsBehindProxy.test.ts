import { CLIENT_EVENTS_PER_MINUTE } from '@headgate/contracts';
import { useTestApi } from '../api/testing/apiFixture';

jest.setTimeout(60_000);

const PROXY = '10.0.0.1';

describe('client events behind a trusted proxy (TRUST_PROXY)', () => {
  const api = useTestApi('pglite', undefined, { TRUST_PROXY: PROXY });
  const report = (client: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/client-events',
      payload: { remote: 'mfe-map', version: '0.1.0', kind: 'loaded' },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': client },
    });

  it('limits each forwarded client address, not the proxy', async () => {
    for (let i = 0; i < CLIENT_EVENTS_PER_MINUTE; i++) {
      expect((await report('198.51.100.1')).statusCode).toBe(204);
    }
    expect((await report('198.51.100.1')).statusCode).toBe(429);
    expect((await report('198.51.100.2')).statusCode).toBe(204);
  });
});
