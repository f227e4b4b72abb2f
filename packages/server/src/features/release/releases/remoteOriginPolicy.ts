import { z } from 'zod';
import type { SettingKind } from '../../../core/config/settingKinds';

/**
 * Where a browser of the site may load remotes from: this site, and the origins an
 * operator lists in `REMOTE_ORIGINS`. The release API refuses anything else, and the
 * Content-Security-Policy names only origins that pass the same check, so neither a registration
 * nor a row written into the store by hand can widen the policy or break its header.
 */

/** Hosts that may be listed over plain http, and only while the site itself runs locally. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/**
 * A host name or IPv4 address as URL parsing leaves it: letters, digits, hyphens and dots only.
 * URL parsing lets `*`, `,` or `;` through in a host; each would change what a CSP source means.
 */
const PLAIN_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Whether the site's own address is on this machine (then local remote hosts may be listed). */
export function isLocalSite(publicUrl: string): boolean {
  return LOCAL_HOSTS.includes(new URL(publicUrl).hostname);
}

/**
 * The origin of `url` when it is a plain one a CSP source can name exactly: http(s), a plain host,
 * no user or password. Null for anything else.
 */
function plainOrigin(url: URL): string | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !PLAIN_HOST.test(url.hostname)) return null;
  return url.origin;
}

/**
 * Why `text` may not be listed in `REMOTE_ORIGINS`, or null: each origin is exactly
 * `https://host[:port]`, or `http://localhost:port` / `http://127.0.0.1:port` on a local site.
 */
export function listedOriginRefusal(text: string, localSite: boolean): string | null {
  const url = URL.parse(text);
  const origin = url && plainOrigin(url);
  if (!origin || origin !== text) return `${text} is not an origin such as https://host[:port]`;
  if (url.protocol === 'https:') return null;
  if (!LOCAL_HOSTS.includes(url.hostname) || !url.port) {
    return `${text} is plain http; only https, or http://localhost:port and http://127.0.0.1:port, may be listed`;
  }
  return localSite ? null : `${text} is a local address, allowed only while PUBLIC_URL is local`;
}

/** What the site allows remotes to be loaded from, and the check every remote URL passes. */
export interface RemoteOriginPolicy {
  /** This site's origin (relative URLs such as `/remotes/…` are on it). */
  readonly own: string;
  /** The other origins remotes may be loaded from (`REMOTE_ORIGINS`). */
  readonly listed: readonly string[];
  /** Why a browser of the site may not load a remote from `url`, or null when it may. */
  refusal(url: string): string | null;
  /** The origin `url` loads from when it passes {@link refusal} and is not this site's. */
  listedOriginOf(url: string): string | null;
}

/** The policy of a site at `publicUrl` with `listed` other origins (already checked at start). */
export function remoteOriginPolicy(
  publicUrl: string,
  listed: readonly string[],
): RemoteOriginPolicy {
  const own = new URL(publicUrl).origin;
  const originOf = (url: string) => {
    const parsed = URL.parse(url, own);
    return parsed ? plainOrigin(parsed) : null;
  };
  return {
    own,
    listed,
    refusal(url) {
      const origin = originOf(url);
      if (origin === own) return null;
      if (!origin) return `${url} is not an http(s) URL on a plain host`;
      if (listed.includes(origin)) return null;
      const allowed = listed.length > 0 ? `, nor in REMOTE_ORIGINS (${listed.join(', ')})` : '';
      return `${origin} is neither this site (${own})${allowed}; an operator may add it to REMOTE_ORIGINS`;
    },
    listedOriginOf(url) {
      const origin = originOf(url);
      return origin && origin !== own && listed.includes(origin) ? origin : null;
    },
  };
}

/**
 * `REMOTE_ORIGINS`: comma-separated origins. Each is checked on its own here; whether local ones
 * may be listed depends on `PUBLIC_URL`, which {@link localOriginsOnRemoteSite} checks.
 */
export function remoteOriginsSetting(): SettingKind<string[]> {
  return z.string().transform((setting, ctx) => {
    const origins = setting
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    for (const origin of origins) {
      const refusal = listedOriginRefusal(origin, true);
      if (refusal) {
        ctx.addIssue({ code: 'custom', message: `lists ${refusal}` });
        return z.NEVER;
      }
    }
    return [...new Set(origins)];
  });
}

/**
 * The local origins listed although the site is not itself local, as start-up refusals. Either
 * setting may be unset, or unreadable (its own refusal says so).
 */
export function localOriginsOnRemoteSite(origins: unknown, publicUrl: unknown): string[] {
  if (!Array.isArray(origins) || typeof publicUrl !== 'string') return [];
  if (!URL.canParse(publicUrl) || isLocalSite(publicUrl)) return [];
  return origins.flatMap((origin: string) => listedOriginRefusal(origin, false) ?? []);
}
