import type { RequiredShared } from '@headgate/platform/sharedVersions';
import { federationName, remoteEntryPath, type RemoteId } from '@headgate/site-map';
import { RemoteIntegrityError } from './remoteRefusals';

/** The shared versions this shell offers the page (its build's). */
function offeredByShell(): Readonly<Record<string, string>> {
  return typeof HEADGATE_SHARED_VERSIONS === 'undefined' ? {} : HEADGATE_SHARED_VERSIONS;
}

interface RemoteBuildManifest {
  metaData?: { buildInfo?: { buildVersion?: string }; publicPath?: string };
  shared?: RequiredShared[];
}

/**
 * Reads a remote's build manifest and refuses it, with the reason, when it is not the file its
 * release registered (`integrity`), or when it needs a shared module at a version this page does
 * not have: better the unavailable panel now than an area that breaks mid-use. Without
 * `integrity` (this site's own build, registered before integrity was recorded), a manifest
 * that cannot be read is left to the federation runtime, which reports that failure itself.
 * The range matcher (semver) is fetched alongside the manifest, so it is off the shell's first
 * load and adds no round trip before the first area. The manifest read is handed to the
 * federation runtime (`manifestHandoff`, fetched with semver), which loads from it, and the
 * entry script's integrity goes onto the runtime's script tag (`remoteIntegrity`).
 */
export async function assertRemoteCanLoad(
  remote: RemoteId,
  manifestUrl: string,
  integrity: { manifest?: string; entry?: string } = {},
): Promise<void> {
  const [response, sharedVersions, handoff, remoteIntegrity] = await Promise.all([
    fetch(manifestUrl, { headers: { Accept: 'application/json' } }).catch(() => null),
    import(/* webpackChunkName: "version-guard" */ '@headgate/platform/sharedVersions'),
    import(/* webpackChunkName: "version-guard" */ './manifestHandoff'),
    import(/* webpackChunkName: "version-guard" */ './remoteIntegrity'),
  ]);
  handoff.withdrawManifest(manifestUrl);
  let text: string;
  if (integrity.manifest) {
    if (!response?.ok) {
      throw new Error(
        `The manifest ${manifestUrl} could not be read (${response?.status ?? 'no answer'}).`,
      );
    }
    const bytes = await response.arrayBuffer();
    if (!(await remoteIntegrity.matchesIntegrity(bytes, integrity.manifest))) {
      throw new RemoteIntegrityError(
        `The manifest ${manifestUrl} is not the one released (its integrity differs from ${integrity.manifest})`,
      );
    }
    text = new TextDecoder().decode(bytes);
  } else {
    if (!response?.ok) return;
    text = await response.text().catch(() => '');
  }
  const manifest = parsedManifest(text);
  remoteIntegrity.expectEntryIntegrity(
    federationName(remote),
    integrity.entry ? checkedEntryScript(manifestUrl, manifest, integrity.entry) : null,
  );
  if (!manifest) return;
  const unmet = sharedVersions.unmetSharedVersions(manifest.shared ?? [], offeredByShell());
  if (unmet.length > 0) {
    const version = manifest.metaData?.buildInfo?.buildVersion ?? 'unknown version';
    throw new sharedVersions.SharedVersionError(
      sharedVersions.describeUnmet(remote, version, unmet),
    );
  }
  handoff.handOverManifest(manifestUrl, text, { verified: Boolean(integrity.manifest) });
}

/**
 * Where the runtime will load the entry script from, with its integrity. Only a manifest that
 * places it beside itself (`publicPath: 'auto'`, as every Headgate build does) tells that URL
 * for certain; any other is refused rather than loaded unchecked.
 */
function checkedEntryScript(
  manifestUrl: string,
  manifest: RemoteBuildManifest | null,
  integrity: string,
): { url: string; integrity: string } {
  const entryPath = manifest && remoteEntryPath(manifest);
  if (!entryPath || manifest?.metaData?.publicPath !== 'auto') {
    throw new RemoteIntegrityError(
      `The manifest ${manifestUrl} does not place its entry script beside itself, so its integrity cannot be checked`,
    );
  }
  return { url: new URL(entryPath, new URL(manifestUrl, document.baseURI)).href, integrity };
}

function parsedManifest(text: string): RemoteBuildManifest | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as RemoteBuildManifest) : null;
  } catch {
    return null;
  }
}
