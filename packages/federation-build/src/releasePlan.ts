import { type DiscoveryEntry, isRemoteId, type RemoteId } from '@headgate/site-map';
import {
  describeUnmet,
  unmetSharedVersions,
  type RequiredShared,
} from '@headgate/platform/sharedVersions';

// The decisions of `pnpm release`, apart from its builds and files, so they can be tested.

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/** What the release reads from the workspace before building. */
export interface ReleaseWorkspace {
  /** The version a remote's package.json names. */
  packageVersion: (remote: RemoteId) => string;
  /** Whether a version folder of the remote exists already. */
  isBuilt: (remote: RemoteId, version: string) => boolean;
  /** The shared versions the built shell offers; null when the shell is not built. */
  offered: Readonly<Record<string, string>> | null;
}

/** What to build, or why not. */
export type ReleaseTarget =
  | { remote: RemoteId; version: string; offered: Readonly<Record<string, string>> }
  | { refused: string };

/** The remote and version `pnpm release <remote> [version]` builds, or why it refuses to. */
export function releaseTarget(args: readonly string[], workspace: ReleaseWorkspace): ReleaseTarget {
  const [remote, requested] = args;
  if (!remote || !isRemoteId(remote)) {
    return { refused: 'usage: pnpm release <remote> [version], e.g. pnpm release mfe-admin 0.2.0' };
  }
  const version = requested ?? workspace.packageVersion(remote);
  if (!VERSION.test(version)) {
    return { refused: `"${version}" is not a version such as 0.2.0 or 0.2.0-rc.1.` };
  }
  if (workspace.isBuilt(remote, version)) {
    return {
      refused: `${remote} ${version} is already built in ${remote}/dist/${version}: versions never change; release a new one.`,
    };
  }
  if (!workspace.offered) {
    return { refused: 'no shell/dist/shared-versions.json: build the shell first (pnpm build).' };
  }
  return { remote, version, offered: workspace.offered };
}

/** Why the current shell could not load the built remote, or null when it can. */
export function incompatibility(
  remote: RemoteId,
  version: string,
  required: readonly RequiredShared[],
  offered: Readonly<Record<string, string>>,
): string | null {
  const unmet = unmetSharedVersions(required, offered);
  return unmet.length === 0
    ? null
    : `refused, the current shell could not load it: ${describeUnmet(remote, version, unmet)}. Release the shell with those versions first.`;
}

/** The discovery entry of a new release, as a canary beside the current entry. */
export function canaryEntry(remote: RemoteId, version: string): DiscoveryEntry {
  return {
    url: `/remotes/${remote}/${version}/mf-manifest.json`,
    metadata: { version },
    deployment: { traffic: 10 },
  };
}
