import type { ReleaseChange, ReleaseEntry } from '@headgate/contracts';
import { share } from './releaseEdits';

/**
 * What one change of a remote's entries did, for the audit under the table: each version added,
 * retired, made the default, given another share or moved, from the lists before and after.
 */
export function releaseChangeText({ change, before, after }: ReleaseChange): string {
  if (change === 'import' || before === null)
    return `imported ${after.map((entry) => `${entry.version} ${share(entry.traffic)}`).join(', ')}`;
  const old = new Map(before.map((entry) => [entry.version, entry]));
  const now = new Set(after.map((entry) => entry.version));
  const parts: string[] = [];
  for (const entry of after) {
    const was = old.get(entry.version);
    if (!was) parts.push(`added ${entry.version} (${share(entry.traffic)})`);
    else parts.push(...differences(was, entry));
  }
  for (const entry of before) if (!now.has(entry.version)) parts.push(`retired ${entry.version}`);
  return parts.join('; ') || 'no change';
}

function differences(was: ReleaseEntry, entry: ReleaseEntry): string[] {
  const parts: string[] = [];
  if (entry.default && !was.default) parts.push(`${entry.version} made the default`);
  if (entry.traffic !== was.traffic)
    parts.push(`${entry.version} ${share(was.traffic)} → ${share(entry.traffic)}`);
  if (entry.url !== was.url) parts.push(`${entry.version} now from ${entry.url}`);
  if (entry.fallbackUrl !== was.fallbackUrl)
    parts.push(`${entry.version} fallback ${entry.fallbackUrl ?? 'removed'}`);
  return parts;
}
