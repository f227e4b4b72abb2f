import { clientNetworkOf, reportingClientKey } from './reportingClient';

it.each([
  ['203.0.113.7', '203.0.113.7'],
  ['::ffff:203.0.113.7', '203.0.113.7'],
  ['::FFFF:cb00:7107', '203.0.113.7'],
  ['2001:db8:0:7::1', '2001:db8:0:7::/64'],
  ['2001:0DB8:0000:0007:ffff:1:2:3', '2001:db8:0:7::/64'],
  ['2001:db8::7:1:2:3', '2001:db8:0:0::/64'],
  ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
])('counts %s as the client %s', (ip, client) => {
  expect(clientNetworkOf(ip)).toBe(client);
});

it('hashes an address with the key: the same client alike, never the address itself', () => {
  const key = Buffer.alloc(32, 7);
  const hashed = reportingClientKey(key, '203.0.113.7');
  expect(hashed).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(reportingClientKey(key, '::ffff:203.0.113.7')).toBe(hashed);
  expect(reportingClientKey(key, '203.0.113.8')).not.toBe(hashed);
  expect(reportingClientKey(Buffer.alloc(32, 8), '203.0.113.7')).not.toBe(hashed);
});
