import { useQuery } from '@tanstack/react-query';
import { endpointQuery, queryClient } from '@headgate/api-client';
import { useAuthScope, useAuthStore } from '@headgate/auth';
import { facilityPagesEndpoints, type FacilityListItem } from '@headgate/contracts';
import { facilityPagePath, type MenuEntry, type MenuSection } from '@headgate/site-map';

/**
 * The sidebar's facility entries, a group per facility type ("Storage Facilities"), built from
 * the facilities the server lets this caller see, in the server's order.
 */
export function facilityMenuGroups(facilities: readonly FacilityListItem[]): MenuSection[] {
  const groups = new Map<number, MenuSection & { items: MenuEntry[] }>();
  for (const facility of facilities) {
    const group = groups.get(facility.facility_type_ndx) ?? {
      id: `facility-type-${facility.facility_type_ndx}`,
      label: `${facility.facility_type_desc} Facilities`,
      items: [],
    };
    group.items.push({
      page: 'facilityPage',
      label: facility.facility_name,
      path: facilityPagePath(facility.facility_ndx),
    });
    groups.set(facility.facility_type_ndx, group);
  }
  return [...groups.values()];
}

const NO_GROUPS: MenuSection[] = [];

/**
 * The facility groups for the signed-in user (or the anonymous visitor), fetched once the sign-in
 * state is known and again when it changes. None while loading or when the call fails: the
 * Facilities list page still reaches every facility and says what went wrong.
 */
export function useFacilityMenuGroups(): MenuSection[] {
  const known = useAuthStore((state) => state.status !== 'loading');
  const scope = useAuthScope();
  const list = useQuery(
    {
      ...endpointQuery(scope, facilityPagesEndpoints.list, {}),
      enabled: known,
      select: facilityMenuGroups,
    },
    queryClient,
  );
  return list.data ?? NO_GROUPS;
}
