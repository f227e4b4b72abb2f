import { CLIENT_EVENTS_PER_MINUTE } from '@headgate/contracts';
import type { DiscoveryDocument } from '@headgate/site-map';
import { useTestApi } from '../../../core/api/testing/apiFixture';
import { oneVersionDiscoveryFile } from './testing/oneVersionDiscovery';

jest.setTimeout(60_000);

const PROXY = '10.0.0.1';
const discoveryFile = oneVersionDiscoveryFile('mfe-map');

describe('client events behind a trusted proxy (TRUST_PROXY)', () => {
  const api = useTestApi('pglite', undefined, {
    TRUST_PROXY: PROXY,
    HEADGATE_DISCOVERY: discoveryFile,
  });
  const report = async (client: string) => {
    const { loadTickets } = (
      await api.app.inject({ method: 'GET', url: '/discovery.json' })
    ).json<DiscoveryDocument>();
    return api.app.inject({
      method: 'POST',
      url: '/api/client-events',
      payload: {
        remote: 'mfe-map',
        version: '0.1.0',
        kind: 'loaded',
        ticket: loadTickets!['mfe-map@0.1.0'],
      },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': client },
    });
  };

  it('limits each forwarded client address, not the proxy', async () => {
    for (let i = 0; i < CLIENT_EVENTS_PER_MINUTE; i++) {
      expect((await report('198.51.100.1')).statusCode).toBe(204);
    }
    expect((await report('198.51.100.1')).statusCode).toBe(429);
    expect((await report('198.51.100.2')).statusCode).toBe(204);
  });

  it('counts each forwarded client as one, never the proxy', async () => {
    await report('198.51.100.3');
    const { rows } = await api.db.pool.query<{ clients: number }>(
      'SELECT count(DISTINCT client_key)::int AS clients FROM client_events',
    );
    expect(rows[0]!.clients).toBe(3);
  });
});
