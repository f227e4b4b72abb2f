/**
 * Labels of the popup fields the spec names (spec/public-map.md §3). A field not listed here is
 * labelled by `fieldLabel` from its name.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Locations (united and public) and DWR stations
  facility_ndx: 'Facility',
  facility_names: 'Facilities',
  facility_types: 'Facility Types',
  location_name: 'Location Name',
  location_id: 'Location ID',
  location_display_label: 'Location',
  locationtype: 'Location Type',
  waterbody_name: 'Waterbody',
  huc12_name: 'HUC12',
  reporting_status_desc: 'Reporting Status',
  last_report: 'Last Report',
  most_recent_measurements: 'Most Recent Measurements',
  county_name: 'County',
  system_url: 'More Info',
  township_lndkey: 'Township',
  latitude_dd: 'Latitude',
  longitude_dd: 'Longitude',
  // Current streamflow
  wdid: 'WDID',
  current_flow_cfs: 'Current Flow (cfs)',
  most_recent_timestamp: 'Most Recent Reading',
  // Diversion points (CDSS field names)
  StructName: 'Structure Name',
  MoreInfo: 'More Info',
  StructType: 'Structure Type',
  WaterSrc: 'Water Source',
  AssocCaseN: 'Case Number',
  AssocPermi: 'Permit',
  CurrInUse: 'Use Notes',
  DCRratAbs: 'Decreed Rate (Absolute)',
  DcrRatCond: 'Decreed Rate (Conditional)',
  DcrVolAbs: 'Decreed Volume (Absolute)',
  DcrVolCond: 'Decreed Volume (Conditional)',
  LatDecDeg: 'Latitude',
  LongDecDeg: 'Longitude',
  LocAccurac: 'Location Accuracy',
  // River calls
  admin_no: 'Admin No.',
  appro_date: 'Priority Date',
  set_comments: 'Comments',
  source_url: 'More Info',
};

// Words that read as abbreviations rather than title-cased words.
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  id: 'ID',
  url: 'URL',
  wdid: 'WDID',
  huc: 'HUC',
  huc12: 'HUC12',
  usgs: 'USGS',
  dwr: 'DWR',
  gnis: 'GNIS',
  cfs: 'CFS',
  fid: 'FID',
};

/**
 * The label of a popup field: the spec's name for it, or its name title-cased word by word
 * (`water_district` → "Water District", `StreamMile` → "Stream Mile", `usgs_id` → "USGS ID").
 */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map(
      (word) => ABBREVIATIONS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}
