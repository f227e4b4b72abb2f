/**
 * The sidebar's sections, in the order the district's staff work through them. A page names its
 * section by id for its menu entry, and may name one as its breadcrumb parent.
 */
export const SECTIONS = [
  { id: 'explore', label: 'Explore' },
  { id: 'data-access', label: 'Data Access' },
  { id: 'system-management', label: 'System Management' },
  { id: 'admin', label: 'Admin' },
  { id: 'river-photos', label: 'River Photos' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

/** The label of a section. */
export function sectionLabel(id: SectionId): string {
  return SECTIONS.find((section) => section.id === id)!.label;
}
