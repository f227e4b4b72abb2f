import { membersOf, NO_DRAFT, sameMembers, toggled, withSaved } from './associationSet';

const LINKS = [
  { group_ndx: 1, contact_ndx: 3 },
  { group_ndx: 1, contact_ndx: 4 },
  { group_ndx: 2, contact_ndx: 3 },
];

describe('an association set', () => {
  it("holds the owner's members only", () => {
    expect([
      ...membersOf(
        LINKS,
        (l) => l.group_ndx,
        (l) => l.contact_ndx,
        1,
      ),
    ]).toEqual([3, 4]);
  });

  it('adds and removes members without changing the original', () => {
    const set = new Set([3]);
    expect([...toggled(set, 4, true)]).toEqual([3, 4]);
    expect([...toggled(set, 3, false)]).toEqual([]);
    expect([...set]).toEqual([3]);
  });

  it('knows when nothing changed', () => {
    expect(sameMembers(new Set([3, 4]), new Set([4, 3]))).toBe(true);
    expect(sameMembers(new Set([3]), new Set([3, 4]))).toBe(false);
  });
});

describe('an association draft', () => {
  const saved = new Set([3, 4]);
  const opened = withSaved(NO_DRAFT, 1, saved);

  it("starts from the owner's saved set, and from another owner's when one is chosen", () => {
    expect(opened).toEqual({ owner: 1, base: saved, selected: saved });
    expect(withSaved({ ...opened, selected: new Set([3]) }, 2, new Set([9]))).toEqual({
      owner: 2,
      base: new Set([9]),
      selected: new Set([9]),
    });
  });

  it('takes fresh links while nothing is unsaved, and keeps unsaved ticks on their old base', () => {
    const theirs = new Set([3, 4, 5]);
    expect(withSaved(opened, 1, theirs)).toEqual({ owner: 1, base: theirs, selected: theirs });
    const ticked = { ...opened, selected: new Set([3]) };
    expect(withSaved(ticked, 1, theirs)).toBe(ticked);
    expect(withSaved(opened, 1, new Set([4, 3]))).toBe(opened);
  });

  it('counts ticks that are now the saved set (one’s own Save) as nothing unsaved', () => {
    const ticked = { ...opened, selected: new Set([3]) };
    expect(withSaved(ticked, 1, new Set([3]))).toEqual({
      owner: 1,
      base: new Set([3]),
      selected: new Set([3]),
    });
  });
});
