import { useEndpointQuery } from '@headgate/api-client';
import { alertEndpoints, locationSetupEndpoints, locationsRecord } from '@headgate/contracts';
import { RecordsPage } from '../records/RecordsPage';
import { LocationForm } from './LocationForm';

/**
 * Locations Setup (spec §2): the locations with edit, add, copy and delete, and the form with
 * its map. A new or moved location shows on the public map at once (its cache follows the data).
 */
export function LocationsSetupPage() {
  // The other locations, drawn faintly around the marker.
  const others = useEndpointQuery(locationSetupEndpoints.map, {});
  return (
    <RecordsPage
      record={locationsRecord}
      label="Locations"
      nameOf={(row) => row.location_name}
      pageSize="records"
      copyable
      alsoInvalidates={[
        locationSetupEndpoints.table,
        locationSetupEndpoints.map,
        alertEndpoints.locations,
      ]}
      columns={[
        { field: 'location_name', headerName: 'Full Name', minWidth: 220, flex: 1.5 },
        { field: 'location_id', headerName: 'Location ID', minWidth: 120 },
        { field: 'location_display_label', headerName: 'Abbreviation', minWidth: 110 },
        { field: 'location_type_desc', headerName: 'Type', minWidth: 130, flex: 1 },
        { field: 'waterbody_name', headerName: 'Waterbody', minWidth: 160, flex: 1 },
        { field: 'latitude', headerName: 'Latitude', type: 'number', width: 100 },
        { field: 'longitude', headerName: 'Longitude', type: 'number', width: 110 },
        { field: 'is_public', headerName: 'Public', type: 'boolean', width: 80 },
      ]}
      renderForm={(opening, close) => (
        <LocationForm opening={opening} others={others.data ?? []} onClose={close} />
      )}
    />
  );
}
