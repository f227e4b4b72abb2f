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

/**
 * An owner's set being edited: the saved set it started from (`base`, whose version a Save is
 * conditional on) and the members ticked now.
 */
export interface AssociationDraft {
  owner: number | null;
  base: ReadonlySet<number>;
  selected: ReadonlySet<number>;
}

export const NO_DRAFT: AssociationDraft = { owner: null, base: new Set(), selected: new Set() };

/**
 * The draft once the saved set of `owner` is known (again). Another owner's set, or fresh links
 * while nothing is unsaved, start over from `saved`; unsaved ticks are kept on the set they
 * started from, so that a Save over someone else's change is refused, not lost. (Ticks that are
 * now the saved set, as after one's own Save, are nothing unsaved.)
 */
export function withSaved(
  draft: AssociationDraft,
  owner: number | null,
  saved: ReadonlySet<number>,
): AssociationDraft {
  const fresh = { owner, base: saved, selected: saved };
  if (draft.owner !== owner) return fresh;
  const unsaved = !sameMembers(draft.selected, draft.base);
  if (unsaved && !sameMembers(draft.selected, saved)) return draft;
  return !unsaved && sameMembers(draft.base, saved) ? draft : fresh;
}
