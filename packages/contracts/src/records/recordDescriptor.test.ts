import {
  alertsRecord,
  contactsRecord,
  importsRecord,
  locationsRecord,
  usersRecord,
} from '../index';

describe("a record's version", () => {
  it('covers the fields its form edits', () => {
    expect(contactsRecord.versioned).toEqual([
      'contact_address',
      'contact_name',
      'contact_org',
      'remark',
    ]);
    expect(locationsRecord.versioned).toContain('assoc_parameter_ndx');
    expect(usersRecord.versioned).toContain('associated_facilities');
  });

  it('leaves out what changes without anyone editing the record', () => {
    // What uses a contact, a location's facilities, an alert's latest reading and sending, an
    // import's runs: derived from other records or written by the server's jobs.
    expect(contactsRecord.versioned).not.toContain('used_by');
    expect(locationsRecord.versioned).not.toContain('facility_ndx_array');
    for (const field of ['most_recent_value', 'last_alert_sent', 'location', 'alert_type'])
      expect(alertsRecord.versioned).not.toContain(field);
    for (const field of ['run_now', 'last_retrieval', 'next_retrieval', 'last_run_status'])
      expect(importsRecord.versioned).not.toContain(field);
    expect(importsRecord.versioned).toContain('file_name');
  });
});
