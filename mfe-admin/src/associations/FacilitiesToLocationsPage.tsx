import { associationEndpoints } from '@headgate/contracts';
import { AssociationEditor } from './AssociationEditor';

/** Facilities to Locations Associations (spec §2): which locations make up each facility. */
export function FacilitiesToLocationsPage() {
  return (
    <AssociationEditor
      ownersLabel="Facilities"
      membersLabel="Locations"
      owners={associationEndpoints.facilitiesWithTypes}
      members={associationEndpoints.locations}
      links={associationEndpoints.facilityLocations}
      replace={associationEndpoints.replaceFacilityLocations}
      ownerKey="facility_ndx"
      memberKey="location_ndx"
      ownerId={(facility) => facility.facility_ndx}
      ownerName={(facility) => facility.facility_name}
      ownerDetail={(facility) => facility.facility_type_desc}
      memberId={(location) => location.location_ndx}
      memberName={(location) => location.location_name}
      memberColumns={[
        { field: 'location_name', headerName: 'Location', minWidth: 220, flex: 1.5 },
        { field: 'location_id', headerName: 'Location ID', minWidth: 120 },
        { field: 'location_type_desc', headerName: 'Type', minWidth: 140, flex: 1 },
      ]}
    />
  );
}
