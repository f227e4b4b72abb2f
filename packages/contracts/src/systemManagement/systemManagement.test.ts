import {
  FORM_MESSAGES,
  alertRequestBodySchema,
  contactBodySchema,
  elevationFeet,
  facilityBodySchema,
  groupBodySchema,
  importConfigurationBodySchema,
  locationBodySchema,
  NEW_IMPORT_DEFAULTS,
} from './systemManagement';

/** The first message per field, as a form shows it. */
function messagesOf(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

const ALERT = {
  enabled: true,
  alert_type_ndx: 1,
  location_ndx: 2,
  parameter_ndx: 67,
  trigger_value: 50,
  reset_hours: 12,
  merged_address_ndx: 1,
  custom_subject: '',
  custom_loc_name: null,
  notes: null,
};

describe('the alert form', () => {
  it('accepts a complete alert and stores blank optional texts as null', () => {
    const parsed = alertRequestBodySchema.parse(ALERT);
    expect(parsed.custom_subject).toBeNull();
  });

  it('counts 0 as missing and asks for a location before a parameter', () => {
    const messages = messagesOf(
      alertRequestBodySchema.safeParse({
        ...ALERT,
        location_ndx: 0,
        parameter_ndx: null,
        trigger_value: 0,
      }),
    );
    expect(messages.location_ndx).toBe(FORM_MESSAGES.required);
    expect(messages.trigger_value).toBe(FORM_MESSAGES.required);
    expect(messages.parameter_ndx).toBe(FORM_MESSAGES.selectLocationFirst);
    expect(
      messagesOf(alertRequestBodySchema.safeParse({ ...ALERT, parameter_ndx: null })).parameter_ndx,
    ).toBe(FORM_MESSAGES.required);
  });

  it('refuses negative trigger values and reset hours', () => {
    const messages = messagesOf(alertRequestBodySchema.safeParse({ ...ALERT, reset_hours: -1 }));
    expect(messages.reset_hours).toBe(FORM_MESSAGES.nonNegative);
  });
});

describe('the contact form', () => {
  it('requires address, name and organisation, and the address is an email', () => {
    const messages = messagesOf(
      contactBodySchema.safeParse({
        contact_address: '',
        contact_name: ' ',
        contact_org: '',
        remark: null,
      }),
    );
    expect(messages).toMatchObject({
      contact_address: FORM_MESSAGES.required,
      contact_name: FORM_MESSAGES.required,
      contact_org: FORM_MESSAGES.required,
    });
    expect(
      messagesOf(
        contactBodySchema.safeParse({
          contact_address: 'not-mail',
          contact_name: 'A',
          contact_org: 'B',
          remark: null,
        }),
      ).contact_address,
    ).toBe(FORM_MESSAGES.email);
  });
});

describe('the group form', () => {
  it('requires a description; the remark is optional and a blank one is stored as null', () => {
    expect(messagesOf(groupBodySchema.safeParse({ group_desc: '  ', remark: null }))).toEqual({
      group_desc: FORM_MESSAGES.required,
    });
    expect(groupBodySchema.parse({ group_desc: ' Ditch riders ', remark: '' })).toEqual({
      group_desc: 'Ditch riders',
      remark: null,
    });
  });
});

describe('the facility form', () => {
  const FACILITY = {
    facility: 'NRS',
    facility_name: 'North Recharge Site',
    facility_type_ndx: 2,
    display_order: 0,
    axis2_min: null,
    axis2_max: null,
  };

  it('requires a name and a type, 0 counting as no type', () => {
    expect(
      messagesOf(
        facilityBodySchema.safeParse({ ...FACILITY, facility_name: '', facility_type_ndx: 0 }),
      ),
    ).toEqual({ facility_name: FORM_MESSAGES.required, facility_type_ndx: FORM_MESSAGES.required });
    expect(
      messagesOf(facilityBodySchema.safeParse({ ...FACILITY, facility_type_ndx: null }))
        .facility_type_ndx,
    ).toBe(FORM_MESSAGES.required);
  });

  it('leaves the abbreviation optional (blank is null: the server uses the name)', () => {
    expect(facilityBodySchema.parse({ ...FACILITY, facility: ' ' }).facility).toBeNull();
    expect(facilityBodySchema.parse({ ...FACILITY, facility: null }).facility).toBeNull();
  });

  it('requires a whole, non-negative display order; the right axis may be negative', () => {
    expect(
      messagesOf(facilityBodySchema.safeParse({ ...FACILITY, display_order: null })).display_order,
    ).toBe(FORM_MESSAGES.required);
    expect(
      messagesOf(facilityBodySchema.safeParse({ ...FACILITY, display_order: -1 })).display_order,
    ).toBe(FORM_MESSAGES.nonNegative);
    expect(
      messagesOf(facilityBodySchema.safeParse({ ...FACILITY, display_order: 0.5 })).display_order,
    ).toBe(FORM_MESSAGES.wholeNumber);
    expect(facilityBodySchema.safeParse({ ...FACILITY, axis2_min: -10 }).success).toBe(true);
  });
});

describe('the location form', () => {
  const LOCATION = {
    location_id: 'NEW-1',
    location_display_label: 'NEW-1',
    location_name: 'New gage',
    location_type_ndx: 1,
    waterbody_ndx: 1,
    legend_color: '#1F77B4',
    display_order: 0,
    latitude: 40.1234567,
    longitude: -104.7654321,
    notes: null,
    exclude_from_map: false,
    linked_excel_include: false,
    is_public: false,
    assoc_parameter_ndx: [67],
  };

  it("says '*Required field' for each missing required field", () => {
    const messages = messagesOf(
      locationBodySchema.safeParse({
        ...LOCATION,
        location_id: '',
        location_display_label: ' ',
        location_name: '',
        location_type_ndx: 0,
        waterbody_ndx: null,
        legend_color: '',
        display_order: null,
      }),
    );
    expect(messages).toEqual({
      location_id: FORM_MESSAGES.required,
      location_display_label: FORM_MESSAGES.required,
      location_name: FORM_MESSAGES.required,
      location_type_ndx: FORM_MESSAGES.required,
      waterbody_ndx: FORM_MESSAGES.required,
      legend_color: FORM_MESSAGES.required,
      display_order: FORM_MESSAGES.required,
    });
  });

  it('gives elevations in feet to 5 decimals (3.28084 ft per metre)', () => {
    expect(elevationFeet(1500)).toBe(4921.26);
    expect(elevationFeet(1520.4)).toBe(4988.18914);
  });

  it('rounds coordinates to 5 decimals', () => {
    const parsed = locationBodySchema.parse(LOCATION);
    expect([parsed.latitude, parsed.longitude]).toEqual([40.12346, -104.76543]);
  });

  it("says 'Invalid coordinate' and asks for a 6-digit hex colour", () => {
    const messages = messagesOf(
      locationBodySchema.safeParse({
        ...LOCATION,
        latitude: 91,
        longitude: -181,
        legend_color: '#12345',
      }),
    );
    expect(messages).toMatchObject({
      latitude: FORM_MESSAGES.coordinate,
      longitude: FORM_MESSAGES.coordinate,
      legend_color: FORM_MESSAGES.hexColor,
    });
  });

  it('requires a whole, non-negative display order', () => {
    expect(
      messagesOf(locationBodySchema.safeParse({ ...LOCATION, display_order: 1.5 })).display_order,
    ).toBe(FORM_MESSAGES.wholeNumber);
    expect(
      messagesOf(locationBodySchema.safeParse({ ...LOCATION, display_order: -1 })).display_order,
    ).toBe(FORM_MESSAGES.nonNegative);
  });
});

describe('the import form', () => {
  it('accepts the defaults of a new import once its selects are chosen', () => {
    const body = {
      ...NEW_IMPORT_DEFAULTS,
      location_ndx: 2,
      parameter_ndx: 67,
      unit_ndx: 1,
      datasrc_ndx: 1,
      source_site_id: null,
      source_site_metadata: null,
      interval_period: '15 minutes',
      interval_metadata: null,
      file_path: 'gages',
      file_name: '*.csv',
      column_position_date: 1,
      column_position_time: 2,
      column_position_value: 3,
      notes: null,
      last_retrieval: null,
      next_retrieval: null,
    };
    expect(importConfigurationBodySchema.safeParse(body).success).toBe(true);
    expect(
      messagesOf(importConfigurationBodySchema.safeParse({ ...body, unit_ndx: 0 })).unit_ndx,
    ).toBe(FORM_MESSAGES.required);
    expect(importConfigurationBodySchema.safeParse({ ...body, frequency: '30' }).success).toBe(
      false,
    );
    for (const field of [
      'history_days',
      'file_fieldcount',
      'file_header_rowcount',
      'column_position_date',
      'column_position_time',
      'column_position_value',
    ]) {
      expect([
        field,
        messagesOf(importConfigurationBodySchema.safeParse({ ...body, [field]: -1 }))[field],
      ]).toEqual([field, FORM_MESSAGES.nonNegative]);
      expect(importConfigurationBodySchema.safeParse({ ...body, [field]: 0 }).success).toBe(true);
    }
    // Retain days is the one below 0: -1 keeps every reading (spec §3 default).
    expect(importConfigurationBodySchema.safeParse({ ...body, retain_days: -1 }).success).toBe(
      true,
    );
    expect(importConfigurationBodySchema.safeParse({ ...body, retain_days: -2 }).success).toBe(
      false,
    );
  });
});
