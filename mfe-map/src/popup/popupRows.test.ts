import { popupRows } from './popupRows';
import { mapLayer } from '../layers/testing/mapLayerFixture';
import {
  diversionPoints,
  publicLocations,
  riverCalls,
  unitedLocations,
} from './testing/testLayers';

const rowsOf = (content: ReturnType<typeof popupRows>) =>
  content.rows.map((row) => [row.label, row.value]);

describe('popupRows', () => {
  it("titles the popup with the layer's titleField", () => {
    const content = popupRows(unitedLocations, {
      location_name: 'Henderson Ditch',
      location_id: 'HD-1',
    });
    expect(content.title).toBe('Henderson Ditch');
  });

  it('falls back to the layer name without a title value', () => {
    expect(popupRows(unitedLocations, { location_id: 'HD-1' }).title).toBe('United Infrastructure');
    expect(popupRows(mapLayer({ id: 'counties', name: 'Counties' }), { name: 'Adams' }).title).toBe(
      'Counties',
    );
  });

  it("hides the layer's excludeFields", () => {
    const content = popupRows(unitedLocations, {
      location_ndx: 7,
      location_name: 'Henderson Ditch',
      map_sym_fill_color: '#123456',
      location_geometry: { type: 'Point', coordinates: [0, 0] },
      has_flow_graph: true,
      county_name: 'Adams',
    });
    expect(content.rows.map((row) => row.field)).toEqual(['location_name', 'county_name']);
  });

  it.each([
    [''],
    ['   '],
    [null],
    [undefined],
    ['null'],
    ['NULL'],
    ['undefined'],
    ['N/A'],
    ['n/a'],
    [Number.NaN],
    [[]],
  ])('hides the empty or null-like value %p', (value) => {
    const content = popupRows(publicLocations, { location_name: 'Gage', waterbody_name: value });
    expect(content.rows.map((row) => row.field)).toEqual(['location_name']);
  });

  it('shows booleans as Yes and No, and keeps zero and false', () => {
    const content = popupRows(publicLocations, {
      is_well_owner: true,
      has_camera: false,
      current_flow_cfs: 0,
    });
    expect(rowsOf(content)).toEqual([
      ['Is Well Owner', 'Yes'],
      ['Has Camera', 'No'],
      ['Current Flow (cfs)', '0'],
    ]);
  });

  it('shows missing diversion-point values as N/A, with a 42 % label column', () => {
    const content = popupRows(diversionPoints, {
      StructName: 'Fulton Ditch',
      WDID: '0200808',
      AssocCaseN: null,
      AssocPermi: '',
      DcrVolAbs: 'null',
      LocAccurac: undefined,
    });
    expect(content.labelWidth).toBe('42%');
    expect(rowsOf(content)).toEqual([
      ['Structure Name', 'Fulton Ditch'],
      ['WDID', '0200808'],
      ['Case Number', 'N/A'],
      ['Permit', 'N/A'],
      ['Decreed Volume (Absolute)', 'N/A'],
      ['Location Accuracy', 'N/A'],
    ]);
  });

  it('gives every other layer a 30 % label column', () => {
    expect(popupRows(unitedLocations, {}).labelWidth).toBe('30%');
    expect(popupRows(riverCalls, {}).labelWidth).toBe('30%');
  });

  it('still hides excludeFields on the diversion-points layer', () => {
    const layer = {
      ...diversionPoints,
      lreProperties: { titleField: 'StructName', excludeFields: ['fid'] },
    };
    expect(popupRows(layer, { StructName: 'Fulton Ditch', fid: null }).rows).toHaveLength(1);
  });

  it('labels known fields by the spec and others by their name', () => {
    const content = popupRows(unitedLocations, {
      reporting_status_desc: 'Reporting',
      locationtype: 'Stream Gage',
      huc12_name: 'Lower Clear Creek',
      water_district: 2,
      usgs_id: '06714000',
      StreamMile: 12.5,
    });
    expect(content.rows.map((row) => row.label)).toEqual([
      'Reporting Status',
      'Location Type',
      'HUC12',
      'Water District',
      'USGS ID',
      'Stream Mile',
    ]);
  });

  it('formats timestamps in America/Denver and dates as MM/DD/YYYY', () => {
    const content = popupRows(riverCalls, {
      last_report: '2024-05-01T21:05:00.000Z',
      date_set: '2024-01-15T06:30:00Z',
      appro_date: '1864-11-01',
    });
    expect(rowsOf(content)).toEqual([
      ['Last Report', '05/01/2024, 3:05 PM'],
      ['Date Set', '01/14/2024, 11:30 PM'],
      ['Priority Date', '11/01/1864'],
    ]);
  });

  it('links web addresses', () => {
    const content = popupRows(riverCalls, {
      source_url: 'https://dwr.state.co.us/Tools/AdminCalls?wdid=0200808',
      call_type: 'Call',
    });
    expect(content.rows).toEqual([
      {
        field: 'source_url',
        label: 'More Info',
        value: 'https://dwr.state.co.us/Tools/AdminCalls?wdid=0200808',
        href: 'https://dwr.state.co.us/Tools/AdminCalls?wdid=0200808',
      },
      { field: 'call_type', label: 'Call Type', value: 'Call' },
    ]);
  });

  it('joins lists and keeps text as it is', () => {
    const content = popupRows(unitedLocations, {
      facility_names: ['North Well Field', 'Plant 2'],
      most_recent_measurements: 'Flow: 245.3 cfs; Stage: 3.1 ft',
    });
    expect(rowsOf(content)).toEqual([
      ['Facilities', 'North Well Field, Plant 2'],
      ['Most Recent Measurements', 'Flow: 245.3 cfs; Stage: 3.1 ft'],
    ]);
  });
});
