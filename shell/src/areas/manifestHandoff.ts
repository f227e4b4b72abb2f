import {
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

/**
 * The manifests the version guard read, by absolute URL, until the runtime asks for them; one
 * verified against its registered integrity stays, so the runtime never reads that URL itself.
 */
const checked = new Map<string, { text: string; verified: boolean }>();

const absolute = (url: string) => new URL(url, document.baseURI).href;

let registered = false;

/**
 * Keeps the manifest the guard has checked for the runtime's next request of `url`, or for all
 * of them when it is `verified` (it matched the integrity its release registered).
 */
export function handOverManifest(url: string, text: string, { verified = false } = {}): void {
  if (!registered) {
    registerPlugins([manifestHandoffPlugin()]);
    registered = true;
  }
  checked.set(absolute(url), { text, verified });
}

/** Forgets a manifest handed over for `url` (the guard could not read it anew). */
export function withdrawManifest(url: string): void {
  checked.delete(absolute(url));
}

/**
 * A federation runtime plugin that answers the runtime's request for a remote's manifest with
 * the copy the version guard has just read and checked: manifests are revalidated on every
 * request, so this saves a round trip on the way to every area, and the runtime loads exactly
 * the build the guard let through (a swap between the two requests cannot slip past it). Each
 * copy answers once; any other request goes to the network.
 */
export function manifestHandoffPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'headgate-manifest-handoff',
    fetch(url) {
      const key = absolute(url);
      const copy = checked.get(key);
      if (copy === undefined) return undefined;
      if (!copy.verified) checked.delete(key);
      return Promise.resolve(
        new Response(copy.text, { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    },
  };
}
