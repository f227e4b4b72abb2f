import Fastify from 'fastify';
import { readConfig } from '../../config';
import { fastifyTrustProxy, trustsPeer } from './trustProxy';

const PROXY = '10.0.0.1';
const CLIENT = '198.51.100.9';

/** What a server with TRUST_PROXY=`setting` takes for the client of a request. */
async function clientSeen(
  setting: string | undefined,
  request: { from: string; forwardedFor?: string; proto?: string; host?: string },
) {
  const config = readConfig(setting === undefined ? {} : { TRUST_PROXY: setting }, '/tmp');
  const app = Fastify({ trustProxy: fastifyTrustProxy(config.trustProxy) });
  app.get('/client', async (req) => ({ ip: req.ip, protocol: req.protocol, host: req.host }));
  const response = await app.inject({
    url: '/client',
    remoteAddress: request.from,
    headers: {
      host: 'server.internal:8080',
      ...(request.forwardedFor && { 'x-forwarded-for': request.forwardedFor }),
      ...(request.proto && { 'x-forwarded-proto': request.proto }),
      ...(request.host && { 'x-forwarded-host': request.host }),
    },
  });
  await app.close();
  return response.json<{ ip: string; protocol: string; host: string }>();
}

describe('the client behind a proxy (TRUST_PROXY)', () => {
  const forwarded = { proto: 'https', host: 'water.example.org' };

  it('ignores X-Forwarded-* when unset: the peer is the client', async () => {
    expect(
      await clientSeen(undefined, { from: PROXY, forwardedFor: CLIENT, ...forwarded }),
    ).toEqual({ ip: PROXY, protocol: 'http', host: 'server.internal:8080' });
  });

  it('trusts the listed proxies only: a client naming another address directly is ignored', async () => {
    const setting = '127.0.0.1, 10.0.0.0/24';
    expect(await clientSeen(setting, { from: PROXY, forwardedFor: CLIENT, ...forwarded })).toEqual({
      ip: CLIENT,
      protocol: 'https',
      host: 'water.example.org',
    });
    expect(
      await clientSeen(setting, { from: '203.0.113.5', forwardedFor: CLIENT, ...forwarded }),
    ).toEqual({ ip: '203.0.113.5', protocol: 'http', host: 'server.internal:8080' });
  });

  it('stops at the first address that is not a listed proxy, whatever the client wrote before it', async () => {
    expect(
      await clientSeen(PROXY, { from: PROXY, forwardedFor: `192.0.2.66, ${CLIENT}` }),
    ).toMatchObject({ ip: CLIENT });
  });

  it('with a hop count, takes the address that many proxies in front saw', async () => {
    const chain = { from: PROXY, forwardedFor: `192.0.2.66, ${CLIENT}, 10.0.0.2` };
    expect(await clientSeen('1', chain)).toMatchObject({ ip: '10.0.0.2' });
    expect(await clientSeen('2', chain)).toMatchObject({ ip: CLIENT });
    expect(await clientSeen('2', { ...chain, ...forwarded })).toMatchObject({
      protocol: 'https',
      host: 'water.example.org',
    });
  });

  it('with true, takes the first address of the chain', async () => {
    expect(
      await clientSeen('true', { from: PROXY, forwardedFor: `${CLIENT}, 10.0.0.2` }),
    ).toMatchObject({ ip: CLIENT });
  });
});

describe('the peers whose X-Request-Id is taken (TRUST_PROXY)', () => {
  const trusted = (setting: string | undefined, peer: string | undefined) =>
    trustsPeer(
      readConfig(setting === undefined ? {} : { TRUST_PROXY: setting }, '/tmp').trustProxy,
    )(peer);

  it('trusts no peer when unset, and every peer with true or a hop count', () => {
    expect(trusted(undefined, PROXY)).toBe(false);
    expect(trusted('true', CLIENT)).toBe(true);
    expect(trusted('1', CLIENT)).toBe(true);
  });

  it('trusts the listed addresses, ranges and named ranges, over IPv4 and IPv6', () => {
    const setting = '10.0.0.0/24, 2001:db8::7, loopback';
    expect(trusted(setting, PROXY)).toBe(true);
    expect(trusted(setting, '::ffff:10.0.0.9')).toBe(true);
    expect(trusted(setting, '2001:db8::7')).toBe(true);
    expect(trusted(setting, '127.0.0.1')).toBe(true);
    expect(trusted(setting, '::1')).toBe(true);
    expect(trusted(setting, '10.0.1.1')).toBe(false);
    expect(trusted(setting, CLIENT)).toBe(false);
    expect(trusted(setting, undefined)).toBe(false);
  });
});
