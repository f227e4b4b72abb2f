import type { DiscoveryDocument, DiscoveryEntry } from './discoverySchema';

/**
 * The entry the shell loads for a remote: the one marked `deployment.default`, else the one with
 * the most traffic, else the first. `undefined` when the document does not list the remote.
 */
export function selectEntry(
  document: DiscoveryDocument,
  remote: string,
): DiscoveryEntry | undefined {
  const entries = document.microFrontends[remote] ?? [];
  return (
    entries.find((entry) => entry.deployment?.default === true) ??
    [...entries].sort((a, b) => (b.deployment?.traffic ?? 0) - (a.deployment?.traffic ?? 0))[0]
  );
}
