import {
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { sha384Integrity } from '@headgate/site-map';
import { RemoteIntegrityError } from './remoteRefusals';

/** Whether `bytes` are the file registered with `integrity`. */
export async function matchesIntegrity(bytes: ArrayBuffer, integrity: string): Promise<boolean> {
  return (await sha384Integrity(bytes)) === integrity;
}

/**
 * Each remote's entry script, by federation name: where the manifest puts it (absolute) and its
 * registered integrity, for the runtime's script tag of that one file.
 */
const entryScripts = new Map<string, { url: string; integrity: string }>();

let registered = false;

/**
 * Has the federation runtime load the entry script of `federationName`, at `url`, with the
 * browser's Subresource Integrity check (`integrity` and `crossorigin` on its script tag): a
 * script whose bytes differ is never run. Without `integrity` its script tag is the runtime's
 * own. The runtime loads the remote's chunks through the same hook; they keep its own tags.
 */
export function expectEntryIntegrity(
  federationName: string,
  entry: { url: string; integrity: string } | null,
): void {
  if (!registered) {
    registerPlugins([entryIntegrityPlugin()]);
    registered = true;
  }
  if (entry) entryScripts.set(federationName, { ...entry, url: absolute(entry.url) });
  else entryScripts.delete(federationName);
}

const absolute = (url: string) => new URL(url, document.baseURI).href;

function entryIntegrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'headgate-entry-integrity',
    createScript({ url, remoteInfo }) {
      const entry = remoteInfo && entryScripts.get(remoteInfo.name);
      if (!entry || absolute(url) !== entry.url) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = entry.integrity;
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
  const entry = entryScripts.get(federationName);
  if (!entry) return null;
  const { url, integrity } = entry;
  const response = await fetch(url, { cache: 'no-store', mode: 'cors' }).catch(() => null);
  if (!response?.ok) return null;
  const bytes = await response.arrayBuffer();
  return (await matchesIntegrity(bytes, integrity))
    ? null
    : new RemoteIntegrityError(
        `The entry script ${url} is not the one released (its integrity differs from ${integrity})`,
      );
}
