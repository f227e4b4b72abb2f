import { NEW_IMPORT_DEFAULTS } from '@headgate/contracts';
import {
  FLOW,
  LOCATION,
  WATER_LEVEL,
} from '../../../facilityPages/drillDown/testing/facilityFixture';
import { alertBody } from './systemFixture';

// Valid bodies of the system-management records, over the system fixture (`insertSystemFixture`).

export const ALERT = alertBody({
  alert_type_ndx: 2,
  trigger_value: 5,
  reset_hours: 24,
  custom_subject: 'Inlet low',
});

export const LOCATION_BODY = {
  location_id: 'RECORDS-GAGE',
  location_display_label: 'REC',
  location_name: 'Records Gage',
  location_type_ndx: 1,
  waterbody_ndx: 1,
  legend_color: '#0A0B0C',
  display_order: 7,
  latitude: 40.5,
  longitude: -104.5,
  notes: 'by the headgate',
  exclude_from_map: false,
  linked_excel_include: true,
  is_public: false,
  assoc_parameter_ndx: [WATER_LEVEL],
};

export const FACILITY = {
  facility: 'NRS',
  facility_name: 'North Recharge Site',
  facility_type_ndx: 2,
  display_order: 4,
  axis2_min: null,
  axis2_max: 120,
};

export const IMPORT = {
  ...NEW_IMPORT_DEFAULTS,
  location_ndx: LOCATION.out,
  parameter_ndx: FLOW,
  unit_ndx: 1,
  datasrc_ndx: 1,
  source_site_id: 'LBR-OUT',
  source_site_metadata: null,
  interval_period: '15 minutes',
  interval_metadata: null,
  file_path: 'gages',
  file_name: 'lbr-out.csv',
  column_position_date: 1,
  column_position_time: 2,
  column_position_value: 3,
  notes: null,
  last_retrieval: null,
  next_retrieval: null,
};

export const GROUP = { group_desc: 'Canal riders', remark: null };

export const CONTACT = {
  contact_address: 'ditch.rider@example.org',
  contact_name: 'Dee Rider',
  contact_org: 'District',
  remark: null,
};
