import type { ReleaseEntry, ReleaseEntryStatus } from '@headgate/contracts';

/**
 * A change of one remote's entries as the operator is asked to confirm it: the question, what
 * will change, the entry list the page then sends (`PUT /api/releases/:remote`), and what the
 * page says once it is done.
 */
export interface ReleaseEdit {
  title: string;
  text: string;
  confirmLabel: string;
  /** Retiring cannot be undone from the page: its button is red. */
  destructive?: boolean;
  entries: ReleaseEntry[];
  done: string;
}

/** A share for reading: '10 %', '12.5 %'. */
export const share = (traffic: number) => `${Number(traffic.toFixed(1))} %`;

/** The fields of an entry the release API stores (and takes back). */
const STORED_FIELDS = [
  'version',
  'url',
  'fallbackUrl',
  'integrity',
  'entryIntegrity',
  'default',
  'traffic',
  'rollback',
] as const satisfies readonly (keyof ReleaseEntry)[];

/** An entry as stored, without its last hour in browsers (what the release API takes back). */
export function storedEntry(entry: ReleaseEntryStatus | ReleaseEntry): ReleaseEntry {
  return Object.fromEntries(STORED_FIELDS.map((field) => [field, entry[field]])) as ReleaseEntry;
}

/** The remote's default entry: where the traffic no other entry takes goes. */
export function defaultEntry<Entry extends ReleaseEntry>(entries: readonly Entry[]) {
  return entries.find((entry) => entry.default);
}

/** The entries with the default's share set to what the others leave (shares add up to 100). */
function restToDefault(entries: ReleaseEntry[]): ReleaseEntry[] {
  const others = entries
    .filter((entry) => !entry.default)
    .reduce((sum, entry) => sum + entry.traffic, 0);
  return entries.map((entry) =>
    entry.default ? { ...entry, traffic: Math.max(0, 100 - others) } : entry,
  );
}

/** The largest share `version` can take: what the other non-default entries leave. */
export function largestShare(entries: readonly ReleaseEntry[], version: string): number {
  return (
    100 -
    entries
      .filter((entry) => !entry.default && entry.version !== version)
      .reduce((sum, entry) => sum + entry.traffic, 0)
  );
}

/** `version` gets `traffic` % of the remote's browsers; the default entry gets the rest. */
export function canaryShare(
  remote: string,
  current: readonly ReleaseEntryStatus[],
  version: string,
  traffic: number,
): ReleaseEdit {
  const before = current.find((entry) => entry.version === version)!;
  const entries = restToDefault(
    current.map((entry) => storedEntry(entry.version === version ? { ...entry, traffic } : entry)),
  );
  const after = defaultEntry(entries);
  const was = defaultEntry(current);
  const rest = after
    ? ` The default ${after.version} gets the rest: ${share(after.traffic)} (now ${share(was?.traffic ?? 0)}).`
    : '';
  return {
    title: `Send ${share(traffic)} of ${remote} to ${version}?`,
    text: `${version} gets ${share(traffic)} of browsers (now ${share(before.traffic)}).${rest}`,
    confirmLabel: 'Set share',
    entries,
    done: `${remote} ${version} now gets ${share(traffic)}${after ? `, ${after.version} ${share(after.traffic)}` : ''}.`,
  };
}

/** `version` becomes the default at 100 %; the others stay listed at 0 %, to roll back to. */
export function promotion(
  remote: string,
  current: readonly ReleaseEntryStatus[],
  version: string,
): ReleaseEdit {
  const entries = current.map((entry) =>
    storedEntry({ ...entry, default: entry.version === version, traffic: 0 }),
  );
  const promoted = entries.find((entry) => entry.version === version)!;
  promoted.traffic = 100;
  const was = defaultEntry(current);
  const others = current.filter((entry) => entry.version !== version).map((entry) => entry.version);
  const kept = others.length
    ? ` ${others.join(', ')} ${others.length === 1 ? 'stays' : 'stay'} listed at 0 %${was ? `; Roll back returns to ${was.version}` : ''}.`
    : '';
  return {
    title: `Promote ${remote} ${version}?`,
    text: `${version} becomes the default and gets every browser (100 %).${kept}`,
    confirmLabel: 'Promote',
    entries,
    done: `${remote} ${version} is the default at 100 %.`,
  };
}

/** `version` leaves the list; its share goes to the default entry. */
export function retirement(
  remote: string,
  current: readonly ReleaseEntryStatus[],
  version: string,
): ReleaseEdit {
  const retired = current.find((entry) => entry.version === version)!;
  const entries = restToDefault(
    current.filter((entry) => entry.version !== version).map(storedEntry),
  );
  const after = defaultEntry(entries);
  const handedOver =
    retired.traffic > 0 && after
      ? ` Its ${share(retired.traffic)} goes to the default ${after.version} (then ${share(after.traffic)}).`
      : '';
  return {
    title: `Retire ${remote} ${version}?`,
    text: `${version} is taken off the list; nobody loads it any more, not even with ?remote-version=.${handedOver} Its files stay where they are.`,
    confirmLabel: 'Retire',
    destructive: true,
    entries,
    done: `${remote} ${version} is retired.`,
  };
}

/** A new version of the remote, listed at 0 %: nobody gets it until it is given a share. */
export function addition(
  remote: string,
  current: readonly ReleaseEntryStatus[],
  added: Pick<ReleaseEntry, 'version' | 'url' | 'fallbackUrl'>,
): ReleaseEdit {
  const entry: ReleaseEntry = { ...added, default: false, traffic: 0 };
  const fallback = added.fallbackUrl ? ` (fallback ${added.fallbackUrl})` : '';
  return {
    title: `Add ${remote} ${added.version}?`,
    text:
      `${added.version} is listed from ${added.url}${fallback} at 0 %: no browser gets it until ` +
      `you give it a share or promote it. Until then ?remote-version=${remote}@${added.version} ` +
      'opens it in your own browser.',
    confirmLabel: 'Add',
    entries: [...current.map(storedEntry), entry],
    done: `${remote} ${added.version} is listed at 0 %.`,
  };
}

/** Rolling the remote back, as the server does it: what the operator is asked. */
export function rollbackQuestion(remote: string, current: readonly ReleaseEntryStatus[]) {
  const canaries = current.filter(
    (entry) => !entry.default && entry.traffic > 0 && entry.rolledBackAt === null,
  );
  const stable = defaultEntry(current);
  const text = canaries.length
    ? `${canaries.map((entry) => `${entry.version} (${share(entry.traffic)})`).join(', ')} ` +
      `${canaries.length === 1 ? 'is' : 'are'} no longer served; the default ${stable?.version ?? ''} gets every browser.`
    : `No canary is served: the previous default becomes the default again at 100 %.`;
  return { title: `Roll back ${remote}?`, text, confirmLabel: 'Roll back' };
}
