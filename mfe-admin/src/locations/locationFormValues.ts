import type { LocationBody, LocationRecord } from '@headgate/contracts';
import type { FormValues } from '@headgate/design-system/forms';

/** A new location's form: a district colour and order 0, everything else to fill in. */
export const NEW_LOCATION: FormValues<LocationBody> = {
  location_id: '',
  location_display_label: '',
  location_name: '',
  location_type_ndx: null,
  waterbody_ndx: null,
  legend_color: '#1F77B4',
  display_order: 0,
  latitude: null,
  longitude: null,
  notes: null,
  exclude_from_map: false,
  linked_excel_include: false,
  is_public: false,
  assoc_parameter_ndx: [],
};

/** The form's values of a location; a copy gets ' (copy)' on its id and names. */
export function locationFormValues(
  location: LocationRecord,
  copy = false,
): FormValues<LocationBody> {
  const suffix = copy ? ' (copy)' : '';
  return {
    location_id: `${location.location_id}${suffix}`,
    location_display_label: `${location.location_display_label}${suffix}`,
    location_name: `${location.location_name}${suffix}`,
    location_type_ndx: location.location_type_ndx,
    waterbody_ndx: location.waterbody_ndx,
    legend_color: location.legend_color,
    display_order: location.display_order,
    latitude: location.latitude,
    longitude: location.longitude,
    notes: location.notes,
    exclude_from_map: location.exclude_from_map,
    linked_excel_include: location.linked_excel_include,
    is_public: location.is_public,
    assoc_parameter_ndx: location.assoc_parameter_ndx,
  };
}
