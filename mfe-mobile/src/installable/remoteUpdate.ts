import type { DiscoveryDocument } from '@headgate/site-map';

declare const __webpack_public_path__: string | undefined;

/**
 * The manifest this remote was loaded from (`/remotes/mfe-mobile/<version>/mf-manifest.json`):
 * whatever entry the shell drew for this browser (canary share, pin). Its folder is the public
 * path webpack worked out from the remote's entry; null outside a federated build (tests).
 */
export function runningManifestUrl(): string | null {
  if (typeof __webpack_public_path__ !== 'string' || !__webpack_public_path__) return null;
  return new URL('mf-manifest.json', new URL(__webpack_public_path__, window.location.href)).href;
}

/**
 * Whether the discovery document still serves the version running here: listed for the remote,
 * and not set to no share at all. A release replaces the entry, a rollback sets
 * its share to 0: either way the running version is no longer what a new load would get.
 */
export function isStillServed(
  discovery: DiscoveryDocument,
  remote: string,
  manifestUrl: string,
  origin: string,
): boolean {
  return (discovery.microFrontends[remote] ?? []).some(
    (entry) =>
      new URL(entry.url, origin).href === manifestUrl &&
      !(entry.deployment?.traffic === 0 && entry.deployment.default !== true),
  );
}
