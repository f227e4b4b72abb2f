import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '@headgate/contracts';
import { NEW_IMPORT_DEFAULTS } from '@headgate/contracts';
import { expectBadRequest, useTestApi } from '../../../core/api/testing/apiFixture';
import { DRIVERS } from '../../../core/database/testing/testDatabases';
import { FLOW, LOCATION, WATER_LEVEL } from '../../facilityPages/drillDown/testing/facilityFixture';
import { embeddedBearer } from '../../usersManagement/users/testing/embeddedTokens';
import { alertBody, insertSystemFixture } from './testing/systemFixture';

jest.setTimeout(60_000);

const CONTACT = {
  contact_address: 'ana@example.org',
  contact_name: 'Ana Rider',
  contact_org: 'Ditch Company',
  remark: null,
};

const LOCATION_BODY = {
  location_id: 'NEW-GAGE',
  location_display_label: 'NEW',
  location_name: 'New Gage',
  location_type_ndx: 1,
  waterbody_ndx: 1,
  legend_color: '#123ABC',
  display_order: 3,
  latitude: 40.1234567,
  longitude: -104.7654321,
  notes: null,
  exclude_from_map: false,
  linked_excel_include: false,
  is_public: true,
  assoc_parameter_ndx: [FLOW],
};

describe.each(DRIVERS)('system management on %s', (driver) => {
  const api = useTestApi(driver, insertSystemFixture);

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    roles: readonly Role[] | 'anonymous' = ['Administrator'],
  ): Promise<LightMyRequestResponse> =>
    api.app.inject({
      method,
      url,
      headers: roles === 'anonymous' ? {} : await embeddedBearer(api.db, roles, 'admin-subject'),
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const count = async (table: string) =>
    (await api.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
  const history = async (entity: string, id: number | string) =>
    (await call('GET', `/api/audit?entity=${entity}&id=${id}`)).json() as {
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      actor_subject: string;
    }[];

  it('creates, edits and deletes a contact, recording each write with before and after', async () => {
    const created = await call('POST', '/api/list-contacts', CONTACT);
    expect(created.statusCode).toBe(201);
    const contact = created.json();
    expect(contact).toMatchObject({ ...CONTACT, used_by: [] });
    const edited = await call('PUT', `/api/list-contacts/${contact.contact_ndx}`, {
      ...CONTACT,
      contact_org: 'District',
    });
    expect(edited.json().contact_org).toBe('District');
    expect((await call('DELETE', `/api/list-contacts/${contact.contact_ndx}`)).json()).toEqual({
      deleted: contact.contact_ndx,
    });
    const entries = await history('contact', contact.contact_ndx);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(entries[1]).toMatchObject({
      actor_subject: 'admin-subject',
      before: { contact_org: 'Ditch Company' },
      after: { contact_org: 'District' },
    });
    expect(entries[2]!.before).toBeNull();
    expect(entries[0]!.after).toBeNull();
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const contacts = await count('contacts');
    const audits = await count('audit_log');
    expectBadRequest(
      await call('POST', '/api/list-contacts', { ...CONTACT, contact_address: 'not mail' }),
      'contact_address',
    );
    expectBadRequest(
      await call('POST', '/api/alerts-management-table', alertBody({ trigger_value: 0 })),
      'trigger_value',
    );
    expectBadRequest(
      await call('POST', '/api/alerts-management-table', alertBody({ parameter_ndx: WATER_LEVEL })),
      'parameter_ndx',
    );
    expectBadRequest(
      await call('POST', '/api/data-list-locations', { ...LOCATION_BODY, legend_color: 'blue' }),
      'legend_color',
    );
    expectBadRequest(
      await call('POST', '/api/data-list-facilities', {
        facility: 'X',
        facility_name: ' ',
        facility_type_ndx: 1,
        display_order: 0,
        axis2_min: null,
        axis2_max: null,
      }),
      'facility_name',
    );
    expect(await count('contacts')).toBe(contacts);
    expect(await count('alert_requests')).toBe(0);
    expect(await count('audit_log')).toBe(audits);
    expect(
      (await call('PUT', '/api/list-groups/999999', { group_desc: 'x', remark: null })).statusCode,
    ).toBe(404);
  });

  it('sends an alert to a group, toggles it inline, and shows its latest reading', async () => {
    const group = (
      await call('POST', '/api/list-groups', { group_desc: 'Ditch riders', remark: '' })
    ).json();
    const contact = (
      await call('POST', '/api/list-contacts', { ...CONTACT, contact_address: 'b@example.org' })
    ).json();
    await call('PUT', `/api/assoc-contacts-groups/${group.group_ndx}`, [
      { group_ndx: group.group_ndx, contact_ndx: contact.contact_ndx },
    ]);
    const created = await call(
      'POST',
      '/api/alerts-management-table',
      alertBody({ merged_address_ndx: -group.group_ndx, custom_subject: '  ' }),
    );
    expect(created.statusCode).toBe(201);
    const alert = created.json();
    expect(alert).toMatchObject({
      enabled: true,
      alert_type: 'Above trigger value',
      location: 'Reservoir Inlet',
      parameter: 'Flow',
      send_to: 'Ditch riders',
      send_to_details: 'b@example.org',
      custom_subject: null,
      most_recent_value: expect.any(Number),
      most_recent_timestamp: expect.stringMatching(/Z$/),
    });
    const patched = await call('PATCH', `/api/alerts-management-table/${alert.alert_request_ndx}`, {
      enabled: false,
    });
    expect(patched.json().enabled).toBe(false);
    expectBadRequest(
      await call('PATCH', `/api/alerts-management-table/${alert.alert_request_ndx}`, {
        enabled: true,
        trigger_value: 1,
      }),
      'trigger_value',
    );
    const [patch] = await history('alert', alert.alert_request_ndx);
    expect(patch).toMatchObject({
      action: 'update',
      before: { enabled: true },
      after: { enabled: false },
    });

    // In use: neither the group, nor its contact, can be deleted; the server says by what.
    const groupRefusal = await call('DELETE', `/api/list-groups/${group.group_ndx}`);
    expect(groupRefusal.statusCode).toBe(409);
    expect(groupRefusal.json().message).toBe(
      `Ditch riders cannot be deleted: used by alert ${alert.alert_request_ndx}.`,
    );
    expect((await call('GET', '/api/view-groups-used')).json()).toEqual([
      { group_ndx: group.group_ndx, used_by: [`alert ${alert.alert_request_ndx}`] },
    ]);
    const contactRefusal = await call('DELETE', `/api/list-contacts/${contact.contact_ndx}`);
    expect(contactRefusal.statusCode).toBe(409);
    expect(contactRefusal.json().message).toContain('used by group Ditch riders');
    const sendTo = (await call('GET', '/api/alerts-list-send-to')).json();
    expect(sendTo).toEqual(
      expect.arrayContaining([
        {
          merged_address_ndx: -group.group_ndx,
          send_to: 'Ditch riders',
          send_to_details: 'b@example.org',
          is_group: true,
        },
      ]),
    );
  });

  it('replaces an association set whole, or leaves the old one whole', async () => {
    const links = (ids: number[]) =>
      ids.map((location_ndx) => ({ facility_ndx: 38, location_ndx }));
    const saved = await call(
      'PUT',
      '/api/assoc-locations-facilities/38',
      links([LOCATION.out, LOCATION.spare]),
    );
    expect(saved.json()).toEqual(links([LOCATION.out, LOCATION.spare]));
    expectBadRequest(
      await call('PUT', '/api/assoc-locations-facilities/38', links([LOCATION.in, 999_999])),
      'location_ndx',
    );
    const all = (await call('GET', '/api/assoc-locations-facilities')).json() as {
      facility_ndx: number;
    }[];
    expect(all.filter((link) => link.facility_ndx === 38)).toEqual(
      links([LOCATION.out, LOCATION.spare]),
    );
    expectBadRequest(
      await call('PUT', '/api/assoc-locations-facilities/38', [
        { facility_ndx: 37, location_ndx: LOCATION.in },
      ]),
      'facility_ndx',
    );
    const [entry] = await history('facility-locations', 38);
    expect(entry).toMatchObject({
      before: { location_ndx: [] },
      after: { location_ndx: [LOCATION.out, LOCATION.spare] },
    });
  });

  it('creates a location with the next id, 5-decimal coordinates and its parameters', async () => {
    const sourcesBefore = await api.app.inject('/api/public-map/sources');
    const created = await call('POST', '/api/data-list-locations', LOCATION_BODY);
    // The public map's answer follows the data: a new public location changes its ETag (each
    // server re-reads the data version at most once a second).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const sourcesAfter = await api.app.inject({
      url: '/api/public-map/sources',
      headers: { 'if-none-match': String(sourcesBefore.headers.etag) },
    });
    expect(sourcesAfter.statusCode).toBe(200);
    expect(sourcesAfter.body).toContain('New Gage');
    expect(created.statusCode).toBe(201);
    const location = created.json();
    expect(location).toMatchObject({
      location_ndx: 305 + 1,
      latitude: 40.12346,
      longitude: -104.76543,
      assoc_parameter_ndx: [FLOW],
      location_type_desc: expect.any(String),
    });
    expect((await call('GET', `/api/data-list-locations/${location.location_ndx}`)).json()).toEqual(
      location,
    );
    const moved = await call('PUT', `/api/data-list-locations/${location.location_ndx}`, {
      ...LOCATION_BODY,
      latitude: 40.2,
      assoc_parameter_ndx: [FLOW, WATER_LEVEL],
    });
    expect(moved.json()).toMatchObject({
      latitude: 40.2,
      assoc_parameter_ndx: [FLOW, WATER_LEVEL],
    });
    expect(
      (await call('DELETE', `/api/data-list-locations/${location.location_ndx}`)).statusCode,
    ).toBe(200);
  });

  it('refuses to delete a location with readings, or to drop a parameter an alert watches', async () => {
    const refusal = await call('DELETE', `/api/data-list-locations/${LOCATION.in}`);
    expect(refusal.statusCode).toBe(409);
    expect(refusal.json().message).toMatch(
      /^Reservoir Inlet cannot be deleted: it has [\d,]+ readings, 1 alert/,
    );
    const { rows } = await api.db.pool.query('SELECT 1 FROM locations WHERE location_ndx = $1', [
      LOCATION.in,
    ]);
    expect(rows).toHaveLength(1);
    const current = (await call('GET', `/api/data-list-locations/${LOCATION.in}`)).json();
    const drop = await call('PUT', `/api/data-list-locations/${LOCATION.in}`, {
      ...LOCATION_BODY,
      location_id: current.location_id,
      assoc_parameter_ndx: [],
    });
    expect(drop.statusCode).toBe(409);
    expect((await call('GET', `/api/data-list-locations/${LOCATION.in}`)).json()).toEqual(current);
  });

  it('keeps import frequencies as text and starts from the spec defaults', async () => {
    const body = {
      ...NEW_IMPORT_DEFAULTS,
      location_ndx: LOCATION.in,
      parameter_ndx: FLOW,
      unit_ndx: 1,
      datasrc_ndx: 1,
      source_site_id: 'LBR-IN',
      source_site_metadata: null,
      interval_period: '15 minutes',
      interval_metadata: null,
      file_path: 'gages',
      file_name: 'lbr-*.csv',
      column_position_date: 1,
      column_position_time: 2,
      column_position_value: 3,
      notes: null,
      last_retrieval: null,
      next_retrieval: '2026-11-25T08:00:00-07:00',
    };
    const created = await call('POST', '/api/import-data-sources', body);
    expect(created.json()).toMatchObject({ frequency: '30 minutes' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      frequency: '30 minutes',
      interval_period: '15 minutes',
      retain_days: -1,
      delimiter_desc: 'Comma',
      next_retrieval: '2026-11-25T15:00:00Z',
      last_run_status: null,
    });
    expect((await call('GET', '/api/list-import-delimiter')).json()).toContainEqual({
      delimiter_ndx: 2,
      delimiter_desc: 'Comma',
    });
  });

  it('refuses every write to Users, All Data Users and anonymous callers', async () => {
    const writes = api.app.apiRoutes.filter(
      (route) =>
        route.method !== 'GET' &&
        /^\/api\/(list-contacts|list-groups|alerts-management-table|assoc-|data-list-|import-data-sources)/.test(
          route.url,
        ),
    );
    expect(writes.length).toBeGreaterThanOrEqual(16);
    for (const route of writes) {
      const url = route.url.replace(/:[a-z_]+/g, '1');
      const method = route.method as 'POST';
      expect([route.url, (await call(method, url, {}, 'anonymous')).statusCode]).toEqual([
        route.url,
        401,
      ]);
      for (const role of ['User', 'All Data User'] as const)
        expect([route.url, role, (await call(method, url, {}, [role])).statusCode]).toEqual([
          route.url,
          role,
          403,
        ]);
    }
  });

  it('never lets an audit row be changed or deleted', async () => {
    await expect(
      api.db.pool.query("UPDATE audit_log SET actor_name = 'someone else'"),
    ).rejects.toThrow('audit rows are never changed or deleted');
    await expect(api.db.pool.query('DELETE FROM audit_log')).rejects.toThrow();
  });

  it('says when no terrain service is configured', async () => {
    const answer = await call('GET', '/api/terrain-elevation/40.1/-104.8');
    expect(answer.statusCode).toBe(501);
    expect(answer.json().message).toContain('No terrain service is configured');
  });
});
