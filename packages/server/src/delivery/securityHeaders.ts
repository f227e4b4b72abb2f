import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { FRAME_THEME_SCRIPT, PATHS } from '@headgate/site-map';
import type { ServerConfig } from '../config';

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

/** A directive source computed per answer; helmet joins it with the fixed ones. */
type DynamicSource = (request: IncomingMessage) => string;

/**
 * The one page our own pages may frame: oidc-client-ts renews tokens without a refresh token in
 * a hidden iframe on the sign-in callback. Every other answer may not be framed at all.
 */
function frameableBySelf(request: IncomingMessage): boolean {
  return (request.url ?? '').split('?')[0] === PATHS.authCallback;
}

/**
 * The Content-Security-Policy of every answer: our own origin only, plus the configured
 * providers and the hosts the discovery document loads remotes from. No inline script but the
 * page frame's theme script, allowed by its hash (styles may be inline: MUI's emotion and OpenLayers set them at run time), nothing may frame
 * the site, and plugins are off.
 */
export function contentSecurityPolicy(
  config: Pick<
    ServerConfig,
    'mapProviders' | 'embeddedIdentity' | 'oidcIssuer' | 'oidcJwksUrl' | 'publicUrl'
  >,
  remoteOrigins: () => string[],
): Record<string, (string | DynamicSource)[]> {
  const { maps, identity } = providerOrigins(config);
  const remoteHosts: DynamicSource = () => remoteOrigins().join(' ');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", FRAME_THEME_SCRIPT_SOURCE, remoteHosts],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", remoteHosts],
    'img-src': ["'self'", 'data:', 'blob:', ...maps, remoteHosts],
    'font-src': ["'self'", 'data:', ...maps, remoteHosts],
    'connect-src': ["'self'", ...maps, ...identity, remoteHosts],
    'media-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    // Our own callback page, for the silent renewal's iframe, and an external provider's.
    'frame-src': ["'self'", ...identity],
    'frame-ancestors': [(request) => (frameableBySelf(request) ? "'self'" : "'none'")],
    'form-action': ["'self'", ...identity],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    ...(config.publicUrl.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every answer, pages, assets, API and the sign-in provider's pages alike:
 * the CSP above, `nosniff`, a referrer that leaves only our origin to other sites, geolocation
 * for our own pages only (the map's locate button), and HSTS when the site is served over https.
 */
export async function securityHeaders(
  app: FastifyInstance,
  config: ServerConfig,
  remoteOrigins: () => string[],
): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config, remoteOrigins),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // X-Frame-Options is set below with the same rule as frame-ancestors.
    frameguard: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The sign-in provider's pages redirect across origins when an external client signs in.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('X-Frame-Options', frameableBySelf(request.raw) ? 'SAMEORIGIN' : 'DENY');
    reply.raw.setHeader(
      'Permissions-Policy',
      'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
    );
  });
}
