import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/** How long the server waits for one file of a remote version on another host. */
export const REMOTE_FILE_TIMEOUT_MS = 5_000;

/**
 * Why a file of a remote version on another host was not read. The message says which check
 * failed, never what the host sent: the answer of a registration must not become a way to read,
 * or map, what the server can reach.
 */
export class RemoteFileRefusal extends Error {}

/** Addresses a remote host may not resolve to, unless its origin is listed by an operator. */
const INTERNAL_ADDRESSES = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services among them
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  INTERNAL_ADDRESSES.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
] as const) {
  INTERNAL_ADDRESSES.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` is loopback, private, link-local or unique-local (IPv4-mapped included). */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return INTERNAL_ADDRESSES.check(mapped, 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return false;
  return INTERNAL_ADDRESSES.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A DNS lookup for the connection itself that refuses internal addresses: the address checked is
 * the one connected to, so a host that resolves differently a moment later gains nothing.
 */
function lookupRefusingInternal(
  hostname: string,
  options: dns.LookupOptions,
  callback: LookupCallback,
): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.some((found) => isInternalAddress(found.address))) {
      return callback(
        new RemoteFileRefusal(
          `${hostname} resolves to an internal address, which only an origin listed in REMOTE_ORIGINS may`,
        ),
        [],
      );
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first?.address ?? '', first?.family);
  });
}

/**
 * One file of a remote version on another host, as bytes: a GET without redirects, within
 * `maxBytes` and {@link REMOTE_FILE_TIMEOUT_MS}. Unless `internalAllowed` (an origin an operator
 * listed), a host on, or resolving to, an internal address is refused before any request.
 * Throws a {@link RemoteFileRefusal} that names the check that failed.
 */
export function fetchRemoteFile(
  url: URL,
  options: { maxBytes: number; internalAllowed: boolean; timeoutMs?: number },
): Promise<Buffer> {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.internalAllowed && isInternalAddress(literal)) {
    return Promise.reject(
      new RemoteFileRefusal(
        `${url.hostname} is an internal address, which only an origin listed in REMOTE_ORIGINS may be`,
      ),
    );
  }
  const client = url.protocol === 'https:' ? https : http;
  const timeoutMs = options.timeoutMs ?? REMOTE_FILE_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      headers: { Accept: 'application/json, text/javascript, */*' },
      signal: AbortSignal.timeout(timeoutMs),
      ...(options.internalAllowed ? {} : { lookup: lookupRefusingInternal }),
    });
    const refuse = (reason: string) => {
      request.destroy();
      reject(new RemoteFileRefusal(reason));
    };
    request.on('error', (error: Error) => {
      if (error instanceof RemoteFileRefusal) return reject(error);
      if (error.name === 'AbortError' || error.name === 'TimeoutError') {
        return refuse(`it did not answer within ${timeoutMs / 1000} s`);
      }
      return refuse('it could not be reached');
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        return refuse(`it answered ${status} (a redirect); redirects are not followed`);
      }
      if (status !== 200) return refuse(`it answered ${status}`);
      if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
        return refuse(`it is larger than ${options.maxBytes} bytes`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) return refuse(`it is larger than ${options.maxBytes} bytes`);
        chunks.push(chunk);
      });
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', () => refuse('its answer broke off'));
    });
  });
}
