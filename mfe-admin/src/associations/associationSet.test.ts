import { membersOf, sameMembers, toggled } from './associationSet';

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
