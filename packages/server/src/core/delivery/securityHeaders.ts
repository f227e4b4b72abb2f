import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { FRAME_THEME_SCRIPT, PATHS } from '@headgate/site-map';
import type { ServerConfig } from '../../config';

/** The origin of a URL or URL template (`https://api.maptiler.com/maps/{basemap}/…`). */
function originOf(template: string | null | undefined): string | undefined {
  if (!template) return undefined;
  try {
    return new URL(template.replace(/\{[^}]+\}/g, 'x')).origin;
  } catch {
    return undefined;
  }
}

/**
 * The hosts besides our own that a page may reach: the configured basemap and geocoder providers
 * (style, tiles, sprites, glyphs and searches come from the style's host) and an external
 * sign-in provider. None in the default, offline run.
 */
export function providerOrigins(
  config: Pick<ServerConfig, 'mapProviders' | 'embeddedIdentity' | 'oidcIssuer' | 'oidcJwksUrl'>,
): { maps: string[]; identity: string[] } {
  const { basemapStyles, geocoder } = config.mapProviders;
  const maps = [
    ...Object.values(basemapStyles?.urls ?? {}),
    geocoder?.searchUrl,
    geocoder?.reverseUrl,
  ].map(originOf);
  const identity = config.embeddedIdentity ? [] : [config.oidcIssuer].map(originOf);
  const unique = (origins: (string | undefined)[]) =>
    [...new Set(origins.filter((origin): origin is string => Boolean(origin)))].sort();
  return { maps: unique(maps), identity: unique(identity) };
}

/** The CSP source that allows the page frame's theme script, and no other inline script. */
export const FRAME_THEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FRAME_THEME_SCRIPT).digest('base64')}'`;

/**
 * The one page our own pages may frame: oidc-client-ts renews tokens without a refresh token in
 * a hidden iframe on the sign-in callback. Every other answer may not be framed at all.
 */
function frameableBySelf(request: IncomingMessage): boolean {
  return (request.url ?? '').split('?')[0] === PATHS.authCallback;
}

/**
 * The Content-Security-Policy directives of an answer: our own origin only, plus the configured
 * providers and `remoteHosts`, the hosts the discovery document loads remotes from. No inline
 * script but the page frame's theme script, allowed by its hash (styles may be inline: MUI's
 * emotion and OpenLayers set them at run time), only the sign-in callback may be framed, by our
 * own pages (`framedBySelf`), and plugins are off.
 */
export function contentSecurityPolicy(
  config: Pick<
    ServerConfig,
    'mapProviders' | 'embeddedIdentity' | 'oidcIssuer' | 'oidcJwksUrl' | 'publicUrl'
  >,
  remoteHosts: string[],
  framedBySelf: boolean,
): Record<string, string[]> {
  const { maps, identity } = providerOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", FRAME_THEME_SCRIPT_SOURCE, ...remoteHosts],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...remoteHosts],
    'img-src': ["'self'", 'data:', 'blob:', ...maps, ...remoteHosts],
    'font-src': ["'self'", 'data:', ...maps, ...remoteHosts],
    'connect-src': ["'self'", ...maps, ...identity, ...remoteHosts],
    'media-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    // Our own callback page, for the silent renewal's iframe, and an external provider's.
    'frame-src': ["'self'", ...identity],
    'frame-ancestors': [framedBySelf ? "'self'" : "'none'"],
    'form-action': ["'self'", ...identity],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    ...(config.publicUrl.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** A policy as its header writes it; a source holding `;` or `,` would split a directive. */
function headerOf(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      const unsafe = sources.find((source) => /[;,\s]/.test(source));
      if (unsafe !== undefined) throw new Error(`A ${name} source is not one word: ${unsafe}`);
      return [name, ...sources].join(' ');
    })
    .join(';');
}

/**
 * The policy header of each answer. It is built once per list of remote hosts and kept: the
 * list is a new array only when the release store's copy changes, and parsing the directives
 * again for every answer cost a busy server one answer in twenty.
 */
function policyHeaders(
  config: Parameters<typeof contentSecurityPolicy>[0],
  remoteOrigins: () => string[],
): (request: IncomingMessage) => string {
  let built: { for: string[]; framed: string; unframed: string } | undefined;
  return (request) => {
    const hosts = remoteOrigins();
    if (built?.for !== hosts) {
      built = {
        for: hosts,
        framed: headerOf(contentSecurityPolicy(config, hosts, true)),
        unframed: headerOf(contentSecurityPolicy(config, hosts, false)),
      };
    }
    return frameableBySelf(request) ? built.framed : built.unframed;
  };
}

/**
 * Security headers on every answer, pages, assets, API and the sign-in provider's pages alike:
 * the CSP above, `nosniff`, a referrer that leaves only our origin to other sites, geolocation
 * for our own pages only (the map's locate button), and HSTS when the site is served over https.
 */
export function securityHeaders(
  app: FastifyInstance,
  config: ServerConfig,
  remoteOrigins: () => string[],
): void {
  const https = config.publicUrl.startsWith('https:');
  // Helmet's own middleware, made once: the Fastify plugin would make it again for every answer.
  const otherHeaders = helmet({
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // X-Frame-Options is set below with the same rule as frame-ancestors.
    frameguard: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The sign-in provider's pages redirect across origins when an external client signs in.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const policyOf = policyHeaders(config, remoteOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    const response = reply.raw;
    response.setHeader('Content-Security-Policy', policyOf(request.raw));
    response.setHeader('X-Frame-Options', frameableBySelf(request.raw) ? 'SAMEORIGIN' : 'DENY');
    response.setHeader(
      'Permissions-Policy',
      'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
    );
    otherHeaders(request.raw, response, () => done());
  });
}
