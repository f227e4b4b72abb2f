/**
 * Subresource Integrity of a remote version's files, the same for the release pipeline that
 * records it, the server that checks a registration and the shell that checks what it loads:
 * SHA-384, written as the W3C `integrity` attribute writes it (`sha384-<base64>`).
 */

/** The `integrity` value of these bytes (Web Crypto: the same in Node.js and in browsers). */
export async function sha384Integrity(bytes: ArrayBuffer | ArrayBufferView): Promise<string> {
  // Node's Buffer may sit on a SharedArrayBuffer as far as its type knows; its files never do.
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes as BufferSource));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}

interface RemoteBuildManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
}

/** A file name or folder path inside a version folder: no scheme, no `..`, no leading `/`. */
const INSIDE_VERSION = /^(?:[A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]+$/;

/**
 * Where a version's entry script sits, relative to its `mf-manifest.json` (`remoteEntry.js`), as
 * the manifest names it; null when the manifest names none, or names one outside its folder.
 */
export function remoteEntryPath(manifest: unknown): string | null {
  const entry = (manifest as RemoteBuildManifest | null)?.metaData?.remoteEntry;
  const name = typeof entry?.name === 'string' ? entry.name : '';
  const folder = typeof entry?.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
  const file = folder ? `${folder}/${name}` : name;
  return INSIDE_VERSION.test(file) && !file.split('/').includes('..') ? file : null;
}
