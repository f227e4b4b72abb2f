import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import type { SettingKind } from './settingKinds';

/**
 * Which peers may speak for the client in `X-Forwarded-For`, `-Proto` and `-Host`: none (the
 * server faces the clients), every one, the nearest `hops` proxies, or the listed addresses.
 */
export type TrustProxy =
  | { trust: 'none' }
  | { trust: 'all' }
  | { trust: 'hops'; hops: number }
  | { trust: 'addresses'; addresses: string[] };

/** The reserved ranges proxy-addr (Fastify's) accepts by name, as it spells them out. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};
const RANGE_NAMES = Object.keys(NAMED_RANGES);
const MAX_HOPS = 20;

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d+$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/** `TRUST_PROXY`: true/false (also on/off, yes/no), a hop count, or addresses and CIDRs. */
export function trustProxySetting(): SettingKind<TrustProxy> {
  return z.string().transform((text, ctx): TrustProxy => {
    const word = text.trim().toLowerCase();
    if (['true', 'on', 'yes'].includes(word)) return { trust: 'all' };
    if (['false', 'off', 'no'].includes(word)) return { trust: 'none' };
    if (/^\d+$/.test(word)) {
      const hops = Number(word);
      if (hops <= MAX_HOPS) return hops === 0 ? { trust: 'none' } : { trust: 'hops', hops };
    }
    const entries = word.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isAddressOrRange(entry));
    if (wrong === undefined) return { trust: 'addresses', addresses: entries };
    ctx.addIssue({
      code: 'custom',
      message: `has "${wrong}", which is not an address, a CIDR range or a hop count up to ${MAX_HOPS}; use true, the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.5,192.168.0.0/16,loopback)`,
    });
    return z.NEVER;
  });
}

/** Fastify's `trustProxy` option for the setting; Fastify's own hop count fails closed. */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  switch (setting.trust) {
    case 'none':
      return false;
    case 'all':
      return true;
    case 'hops':
      // Fastify 5 ignores a numeric trustProxy: this is Express's rule for a hop count.
      return (_address, hop) => hop < setting.hops;
    case 'addresses':
      return setting.addresses;
  }
}

/**
 * Whether the peer at `address` (the socket's, before any `X-Forwarded-For`) is a proxy the
 * setting trusts, judged as Fastify judges the first hop: what such a peer says about the
 * request (its `X-Request-Id`) may be taken, what any other client says may not.
 */
export function trustsPeer(setting: TrustProxy): (address: string | undefined) => boolean {
  switch (setting.trust) {
    case 'none':
      return () => false;
    case 'all':
    case 'hops':
      // A hop count of at least one trusts the nearest peer, whoever it is.
      return () => true;
    case 'addresses': {
      const proxies = new BlockList();
      for (const entry of setting.addresses.flatMap((entry) => NAMED_RANGES[entry] ?? [entry])) {
        const [address = '', prefix] = entry.split('/');
        const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
        if (prefix === undefined) proxies.addAddress(address, family);
        else proxies.addSubnet(address, Number(prefix), family);
      }
      return (address) =>
        address !== undefined &&
        isIP(address) !== 0 &&
        proxies.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
    }
  }
}
