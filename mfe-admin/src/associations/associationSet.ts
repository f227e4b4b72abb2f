/** The members an owner has, by id, as a set the editor can change before Save. */
export function membersOf<Link>(
  links: readonly Link[],
  ownerOf: (link: Link) => number,
  memberOf: (link: Link) => number,
  owner: number,
): Set<number> {
  return new Set(links.filter((link) => ownerOf(link) === owner).map(memberOf));
}

/** The set with a member added or removed. */
export function toggled(set: ReadonlySet<number>, member: number, checked: boolean): Set<number> {
  const next = new Set(set);
  if (checked) next.add(member);
  else next.delete(member);
  return next;
}

/** Whether two sets hold the same members (the editor has no unsaved change). */
export function sameMembers(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  return a.size === b.size && [...a].every((member) => b.has(member));
}
