import satisfies from 'semver/functions/satisfies';

/** A shared module as a remote's build manifest declares it. */
export interface RequiredShared {
  name: string;
  requiredVersion?: string;
}

/** A shared module a remote needs at a version the page does not have. */
export interface UnmetShared {
  name: string;
  requiredVersion: string;
  /** The version the page offers; null when it offers none. */
  offered: string | null;
}

/**
 * The shared modules whose required range the page's versions (the shell's) do not satisfy. A
 * remote loaded anyway would get the page's copy and break mid-use ("… is not a function").
 */
export function unmetSharedVersions(
  required: readonly RequiredShared[],
  offered: Readonly<Record<string, string>>,
): UnmetShared[] {
  return required.flatMap(({ name, requiredVersion }) => {
    if (!requiredVersion || !(name in offered)) return [];
    const version = offered[name]!;
    return satisfies(version, requiredVersion, { includePrerelease: true })
      ? []
      : [{ name, requiredVersion, offered: version }];
  });
}

/** "mfe-admin 0.3.0 needs @headgate/contracts ^0.3.0 — this site has 0.2.1". */
export function describeUnmet(
  remote: string,
  version: string,
  unmet: readonly UnmetShared[],
): string {
  const needs = unmet
    .map((item) => `${item.name} ${item.requiredVersion} — this site has ${item.offered ?? 'none'}`)
    .join('; ');
  return `${remote} ${version} needs ${needs}`;
}

/** Thrown instead of loading a remote the page cannot run. */
export class SharedVersionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SharedVersionError';
  }
}
