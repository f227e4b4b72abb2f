import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';

/** The hextets of an IPv6 address that name its network: a /64. */
const IPV6_NETWORK_HEXTETS = 4;
const CLIENT_KEY_BYTES = 16;

/** An IPv6 address's eight hextets, whatever its form (`::`, a dotted tail, a zone). */
function hextetsOf(ip: string): number[] {
  // The URL parser writes every IPv6 form one way: hex, lower case, one `::` at most.
  const written = new URL(`http://[${ip.replace(/%.*$/, '')}]/`).hostname.slice(1, -1);
  const [head = '', tail] = written.split('::');
  const hextets = (part: string | undefined) =>
    part ? part.split(':').map((hextet) => parseInt(hextet, 16)) : [];
  const front = hextets(head);
  const back = hextets(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What counts as one client: an IPv4 address (also written IPv4-mapped), or an IPv6 address's
 * /64, since one home or phone connection is given a whole /64 and could otherwise pose as any
 * number of clients.
 */
export function clientNetworkOf(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const hextets = hextetsOf(ip);
  if (hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff) {
    const [high, low] = [hextets[6]!, hextets[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${hextets
    .slice(0, IPV6_NETWORK_HEXTETS)
    .map((hextet) => hextet.toString(16))
    .join(':')}::/64`;
}

/**
 * The keyed hash a reporting address is counted by: distinct clients can be told apart, and the
 * address is never stored nor found again from the hash without the key.
 */
export function reportingClientKey(key: Buffer, ip: string): string {
  return createHmac('sha256', key)
    .update(clientNetworkOf(ip))
    .digest()
    .subarray(0, CLIENT_KEY_BYTES)
    .toString('base64url');
}
