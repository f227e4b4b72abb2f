import type { RequiredShared } from '@headgate/platform/sharedVersions';

/** The shared versions this shell offers the page (its build's). */
function offeredByShell(): Readonly<Record<string, string>> {
  return typeof HEADGATE_SHARED_VERSIONS === 'undefined' ? {} : HEADGATE_SHARED_VERSIONS;
}

interface RemoteBuildManifest {
  metaData?: { buildInfo?: { buildVersion?: string } };
  shared?: RequiredShared[];
}

/** The `name` of the error {@link assertRemoteCanLoad} refuses a remote with. */
const REFUSAL_NAME = 'SharedVersionError';

/**
 * Whether an area failed because its remote needs shared versions this page lacks: a reason
 * worth showing, unlike a network failure. Told by name, so that the check does not need the
 * range matcher (semver) on the page before any remote is loaded.
 */
export function isSharedVersionRefusal(error: unknown): error is Error {
  return error instanceof Error && error.name === REFUSAL_NAME;
}

/**
 * Reads a remote's build manifest and refuses it, with the reason, when it needs a shared
 * module at a version this page does not have: better the unavailable panel now than an area
 * that breaks mid-use. A manifest that cannot be read is left to the federation runtime, which
 * reports that failure itself. The range matcher (semver) is fetched alongside the manifest,
 * so it is off the shell's first load and adds no round trip before the first area. The
 * manifest read is handed to the federation runtime (`manifestHandoff`, fetched with semver),
 * which loads from it.
 */
export async function assertRemoteCanLoad(remote: string, manifestUrl: string): Promise<void> {
  const [response, sharedVersions, handoff] = await Promise.all([
    fetch(manifestUrl, { headers: { Accept: 'application/json' } }).catch(() => null),
    import(/* webpackChunkName: "version-guard" */ '@headgate/platform/sharedVersions'),
    import(/* webpackChunkName: "version-guard" */ './manifestHandoff'),
  ]);
  handoff.withdrawManifest(manifestUrl);
  if (!response?.ok) return;
  const text = await response.text().catch(() => '');
  const manifest = parsedManifest(text);
  if (!manifest) return;
  const unmet = sharedVersions.unmetSharedVersions(manifest.shared ?? [], offeredByShell());
  if (unmet.length > 0) {
    const version = manifest.metaData?.buildInfo?.buildVersion ?? 'unknown version';
    throw new sharedVersions.SharedVersionError(
      sharedVersions.describeUnmet(remote, version, unmet),
    );
  }
  handoff.handOverManifest(manifestUrl, text);
}

function parsedManifest(text: string): RemoteBuildManifest | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as RemoteBuildManifest) : null;
  } catch {
    return null;
  }
}
