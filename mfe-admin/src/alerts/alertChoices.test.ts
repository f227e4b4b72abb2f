import { keepsParameter, parametersAt, sendToDetails } from './alertChoices';

const PARAMETERS = [
  { parameter_ndx: 67, parameter_name: 'Flow', units: 'cfs', location_ndx: 2 },
  { parameter_ndx: 1539, parameter_name: 'Water Level', units: 'ft', location_ndx: 1 },
  { parameter_ndx: 67, parameter_name: 'Flow', units: 'cfs', location_ndx: 6 },
];

describe('the alert form choices', () => {
  it("offers only the chosen location's parameters", () => {
    expect(parametersAt(PARAMETERS, 1)).toEqual([{ value: 1539, label: 'Water Level (ft)' }]);
    expect(parametersAt(PARAMETERS, null)).toEqual([]);
  });

  it('keeps a parameter the new location records, and clears one it does not', () => {
    expect(keepsParameter(PARAMETERS, 6, 67)).toBe(true);
    expect(keepsParameter(PARAMETERS, 1, 67)).toBe(false);
  });

  it('shows the addresses of the chosen contact or group', () => {
    const choices = [
      {
        merged_address_ndx: -1,
        send_to: 'Operators',
        send_to_details: 'a@x.org, b@x.org',
        is_group: true,
      },
    ];
    expect(sendToDetails(choices, -1)).toBe('a@x.org, b@x.org');
    expect(sendToDetails(choices, null)).toBe('');
  });
});
