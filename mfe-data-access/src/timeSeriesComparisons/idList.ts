/**
 * Ids as the comparison calls read them, a comma list (`2,6`); undefined for none, so that a
 * call left without the list answers for every id rather than being refused.
 */
export function idList(ids: readonly number[]): string | undefined {
  return ids.length ? ids.join(',') : undefined;
}
