import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import {
  REMOTE_APP_MODULE,
  federationName,
  type RemoteId,
  type DiscoveryEntry,
} from '@headgate/site-map';
import type { RemoteMountProps } from '@headgate/platform';
import { selectEntry } from '@headgate/platform/discovery';
import { getDiscovery } from '../discovery/discoveryClient';
import { entryChooser } from '../discovery/remoteChoice';
import { errorNameOf, reportAreaErrors, reportClientEvent } from './clientEvents';
import { RemoteIntegrityError } from './remoteRefusals';
import { assertRemoteCanLoad } from './sharedVersionGuard';

type RemoteLifecycles = LifeCycles<RemoteMountProps>;

/** The manifest URL each remote is registered with in the federation runtime. */
const registeredUrls = new Map<RemoteId, string>();
/** Remotes whose last load failed: the runtime's cached state for them must be dropped. */
const failed = new Set<RemoteId>();
/** The version each remote was last loaded at, for the events its area reports. */
const loadedVersions = new Map<RemoteId, string>();

/** The version of a remote this page loaded, as the discovery entry named it. */
export function loadedVersion(remote: RemoteId): string | undefined {
  return loadedVersions.get(remote);
}

/**
 * Loads a remote's `./app` lifecycles through the module-federation runtime, from the entry the
 * discovery document names. If that entry fails and has a `fallbackUrl`, the fallback is tried.
 * `retry` re-reads the discovery document and reloads the remote from scratch.
 */
export async function loadRemoteLifecycles(
  remote: RemoteId,
  options: { retry?: boolean } = {},
): Promise<RemoteLifecycles> {
  const discovery = await getDiscovery({ refresh: options.retry });
  const entry = selectEntry(discovery, remote, await entryChooser());
  if (!entry) throw new Error(`${remote} is not listed in the discovery document.`);
  const { version } = entry.metadata;
  try {
    const lifecycles = await loadFrom(remote, entry, entry.url, options.retry).catch(
      (primaryError: unknown) => {
        if (!entry.fallbackUrl) throw primaryError;
        console.warn(
          `[shell] ${remote} failed from ${entry.url}; trying its fallback ${entry.fallbackUrl}`,
          primaryError,
        );
        return loadFrom(remote, entry, entry.fallbackUrl, true);
      },
    );
    loadedVersions.set(remote, version);
    return lifecycles;
  } catch (error) {
    reportClientEvent(
      { remote, version, kind: 'load-failure', errorName: errorNameOf(error) },
      error,
    );
    throw error;
  }
}

/** The entry this browser would load for a remote not loaded yet, as the About dialog reports it. */
export async function currentEntry(remote: RemoteId): Promise<DiscoveryEntry | undefined> {
  return selectEntry(await getDiscovery(), remote, await entryChooser());
}

/**
 * Loads a remote's lifecycles from `url`, one of the places `entry` lists. Its files must be the
 * ones its release registered: the manifest is checked against `metadata.integrity` and the
 * entry script by the browser against `metadata.entryIntegrity`; a version on another origin
 * without both is not loaded at all.
 */
async function loadFrom(
  remote: RemoteId,
  entry: DiscoveryEntry,
  url: string,
  reload = false,
): Promise<RemoteLifecycles> {
  const name = federationName(remote);
  const { integrity, entryIntegrity } = entry.metadata;
  if (
    (!integrity || !entryIntegrity) &&
    new URL(url, document.baseURI).origin !== location.origin
  ) {
    throw new RemoteIntegrityError(
      `${remote} ${entry.metadata.version} is on another origin without the integrity of its files; register it again with pnpm release`,
    );
  }
  await assertRemoteCanLoad(remote, url, { manifest: integrity, entry: entryIntegrity });
  reportAreaErrors();
  if (reload || failed.has(remote) || registeredUrls.get(remote) !== url) {
    // `force` drops whatever the runtime cached for this remote, including a failed load.
    registerRemotes([{ name, entry: url }], { force: registeredUrls.has(remote) });
    registeredUrls.set(remote, url);
  }
  try {
    const module = await loadRemote<Partial<RemoteLifecycles>>(
      `${name}/${REMOTE_APP_MODULE.slice(2)}`,
    );
    if (
      !module ||
      typeof module.mount !== 'function' ||
      typeof module.unmount !== 'function' ||
      !module.bootstrap
    ) {
      throw new Error(`${remote} did not expose single-spa lifecycles as ${REMOTE_APP_MODULE}.`);
    }
    failed.delete(remote);
    return module as RemoteLifecycles;
  } catch (error) {
    failed.add(remote);
    // The browser reports a script refused by its integrity as any failed load: tell them apart.
    throw (entryIntegrity && (await entryFailure(name))) || error;
  }
}

/** Why the entry script of `name` failed, when its bytes are not the ones released. */
async function entryFailure(name: string): Promise<Error | null> {
  const { entryIntegrityFailure } = await import(
    /* webpackChunkName: "version-guard" */ './remoteIntegrity'
  );
  return entryIntegrityFailure(name);
}
