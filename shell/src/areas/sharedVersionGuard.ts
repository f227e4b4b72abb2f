import {
  describeUnmet,
  SharedVersionError,
  unmetSharedVersions,
  type RequiredShared,
} from '@headgate/platform/sharedVersions';

/** The shared versions this shell offers the page (its build's). */
function offeredByShell(): Readonly<Record<string, string>> {
  return typeof HEADGATE_SHARED_VERSIONS === 'undefined' ? {} : HEADGATE_SHARED_VERSIONS;
}

interface RemoteBuildManifest {
  metaData?: { buildInfo?: { buildVersion?: string } };
  shared?: RequiredShared[];
}

/**
 * Reads a remote's build manifest and refuses it, with the reason, when it needs a shared
 * module at a version this page does not have: better the unavailable panel now than an area
 * that breaks mid-use. A manifest that cannot be read is left to the federation runtime, which
 * reports that failure itself.
 */
export async function assertRemoteCanLoad(remote: string, manifestUrl: string): Promise<void> {
  const response = await fetch(manifestUrl, { headers: { Accept: 'application/json' } }).catch(
    () => null,
  );
  if (!response?.ok) return;
  const manifest = (await response.json().catch(() => ({}))) as RemoteBuildManifest;
  const unmet = unmetSharedVersions(manifest.shared ?? [], offeredByShell());
  if (unmet.length > 0) {
    const version = manifest.metaData?.buildInfo?.buildVersion ?? 'unknown version';
    throw new SharedVersionError(describeUnmet(remote, version, unmet));
  }
}
