import type { FacilityListItem } from '@headgate/contracts';

/** The facilities of one type, for one section of the list (and one sidebar group). */
export interface FacilityTypeSection {
  facilityTypeNdx: number;
  facilityTypeDesc: string;
  facilities: FacilityListItem[];
}

/**
 * The list grouped by facility type, types in the order the server sends their first facility,
 * facilities in their display order within a type.
 */
export function facilitiesByType(list: readonly FacilityListItem[]): FacilityTypeSection[] {
  const sections = new Map<number, FacilityTypeSection>();
  for (const facility of list) {
    const section = sections.get(facility.facility_type_ndx) ?? {
      facilityTypeNdx: facility.facility_type_ndx,
      facilityTypeDesc: facility.facility_type_desc,
      facilities: [],
    };
    section.facilities.push(facility);
    sections.set(facility.facility_type_ndx, section);
  }
  return [...sections.values()].map((section) => ({
    ...section,
    facilities: section.facilities.toSorted(
      (a, b) => a.display_order - b.display_order || a.facility_name.localeCompare(b.facility_name),
    ),
  }));
}
