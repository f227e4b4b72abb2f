import { useQuery } from '@tanstack/react-query';
import { endpointQuery, queryClient } from '@headgate/api-client';
import { useAuthScope, useAuthStore } from '@headgate/auth';
import type { AuthorizedFacility } from '@headgate/contracts';
import { facilityPagesCalls } from '@headgate/contracts/calls';
import { facilityPagePath } from '@headgate/site-map';
import { facilityTypeIcon } from './facilityTypeIcon';
import type { SidebarEntry, SidebarSection } from './sidebarSection';

/**
 * The sidebar's facility entries, a group per facility type ("Storage Facilities"), each entry
 * with its type's icon, in the server's order.
 */
export function facilityMenuGroups(facilities: readonly AuthorizedFacility[]): SidebarSection[] {
  const groups = new Map<number, SidebarSection & { items: SidebarEntry[] }>();
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
      icon: facilityTypeIcon(facility.icon_name),
    });
    groups.set(facility.facility_type_ndx, group);
  }
  return [...groups.values()];
}

const NO_GROUPS: SidebarSection[] = [];

/**
 * The facility groups of the signed-in user: the facilities whose `authorized_users` name them,
 * whatever their role (spec/dashboard.md §2 "App shell"). None for an anonymous visitor, whom no
 * facility names, none while loading, and none when the call fails: the public map and the
 * facility pages' breadcrumbs still reach every facility.
 */
export function useFacilityMenuGroups(): SidebarSection[] {
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  const scope = useAuthScope();
  const list = useQuery(
    {
      ...endpointQuery(scope, facilityPagesCalls.authorized, {}),
      enabled: signedIn,
      select: facilityMenuGroups,
    },
    queryClient,
  );
  return list.data ?? NO_GROUPS;
}
