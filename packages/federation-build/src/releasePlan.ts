import type { ReleaseEntry } from '@headgate/contracts';
import { isRemoteId, type RemoteId } from '@headgate/site-map';
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

/** What to build (or, `built`, to publish and register as it was built), or why not. */
export type ReleaseTarget =
  | { remote: RemoteId; version: string; offered: Readonly<Record<string, string>>; built: boolean }
  | { refused: string };

/**
 * The remote and version `pnpm release <remote> [version]` builds, or why it refuses to. A
 * version built already is never rebuilt; with `deliver` (publish or register) it is delivered as
 * built, so a pipeline may build in one step and publish and register in the next.
 */
export function releaseTarget(
  args: readonly string[],
  workspace: ReleaseWorkspace,
  deliver = false,
): ReleaseTarget {
  const [remote, requested] = args;
  if (!remote || !isRemoteId(remote)) {
    return { refused: 'usage: pnpm release <remote> [version], e.g. pnpm release mfe-admin 0.2.0' };
  }
  const version = requested ?? workspace.packageVersion(remote);
  if (!VERSION.test(version)) {
    return { refused: `"${version}" is not a version such as 0.2.0 or 0.2.0-rc.1.` };
  }
  const built = workspace.isBuilt(remote, version);
  if (built && !deliver) {
    return {
      refused: `${remote} ${version} is already built in ${remote}/dist/${version}: versions never change; release a new one.`,
    };
  }
  if (!workspace.offered) {
    return { refused: 'no shell/dist/shared-versions.json: build the shell first (pnpm build).' };
  }
  return { remote, version, offered: workspace.offered, built };
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

/**
 * A remote's entries with a new version added as a canary: it takes `traffic` percent from the
 * default entry. A remote with no entries yet gets it as its default, with all the traffic.
 */
export function withCanary(
  current: readonly ReleaseEntry[],
  added: Pick<ReleaseEntry, 'version' | 'url' | 'integrity' | 'entryIntegrity'>,
  traffic: number,
): { entries: ReleaseEntry[] } | { refused: string } {
  if (current.some((entry) => entry.version === added.version)) {
    return {
      refused: `${added.version} is registered already (versions never change): change its share with PUT /api/releases or on Remote Releases.`,
    };
  }
  const stable = current.find((entry) => entry.default);
  if (!stable) return { entries: [{ ...added, default: true, traffic: 100 }] };
  if (stable.traffic < traffic) {
    return {
      refused: `the default entry (${stable.version}) serves ${stable.traffic} %, so a canary cannot take ${traffic} % from it.`,
    };
  }
  return {
    entries: [
      ...current.map((entry) =>
        entry === stable ? { ...entry, traffic: entry.traffic - traffic } : entry,
      ),
      { ...added, default: false, traffic },
    ],
  };
}
