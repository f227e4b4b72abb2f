import {
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { sha384Integrity } from '@headgate/site-map';
import { RemoteIntegrityError } from './sharedVersionGuard';

/** Whether `bytes` are the file registered with `integrity`. */
export async function matchesIntegrity(bytes: ArrayBuffer, integrity: string): Promise<boolean> {
  return (await sha384Integrity(bytes)) === integrity;
}

/** The entry script's registered integrity, by federation name, for the runtime's script tag. */
const entryIntegrity = new Map<string, string>();
/** Where each remote's entry script was last requested, to tell a refused file from a lost one. */
const entryUrls = new Map<string, string>();

let registered = false;

/**
 * Has the federation runtime load the entry script of `federationName` with the browser's
 * Subresource Integrity check (`integrity` and `crossorigin` on its script tag): a script whose
 * bytes differ is never run. Without `integrity` its script tag is the runtime's own.
 */
export function expectEntryIntegrity(federationName: string, integrity: string | undefined): void {
  if (!registered) {
    registerPlugins([entryIntegrityPlugin()]);
    registered = true;
  }
  if (integrity) entryIntegrity.set(federationName, integrity);
  else entryIntegrity.delete(federationName);
}

function entryIntegrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'headgate-entry-integrity',
    createScript({ url, remoteInfo }) {
      const integrity = remoteInfo && entryIntegrity.get(remoteInfo.name);
      if (!remoteInfo || !integrity) return undefined;
      entryUrls.set(remoteInfo.name, url);
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}

/**
 * Why the entry script of `federationName` did not load, when it is because its bytes are not
 * the ones registered: the browser reports a refused script as any failed load, so the file is
 * read once more to tell (only after a failure). Null when it matches, or cannot be read.
 */
export async function entryIntegrityFailure(
  federationName: string,
): Promise<RemoteIntegrityError | null> {
  const url = entryUrls.get(federationName);
  const integrity = entryIntegrity.get(federationName);
  if (!url || !integrity) return null;
  const response = await fetch(url, { cache: 'no-store', mode: 'cors' }).catch(() => null);
  if (!response?.ok) return null;
  const bytes = await response.arrayBuffer();
  return (await matchesIntegrity(bytes, integrity))
    ? null
    : new RemoteIntegrityError(
        `The entry script ${url} is not the one released (its integrity differs from ${integrity}).`,
      );
}
