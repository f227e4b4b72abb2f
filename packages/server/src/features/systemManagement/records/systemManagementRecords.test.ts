import type { LightMyRequestResponse } from 'fastify';
import type { AuditedEntity } from '@headgate/contracts';
import { expectBadRequest, useTestApi } from '../../../core/api/testing/apiFixture';
import { DRIVERS } from '../../../core/database/testing/testDatabases';
import { FLOW, LOCATION, WATER_LEVEL } from '../../facilityPages/drillDown/testing/facilityFixture';
import { embeddedBearer } from '../../usersManagement/users/testing/embeddedTokens';
import { ALERT, FACILITY, IMPORT, LOCATION_BODY } from './testing/recordBodies';
import { insertSystemFixture } from './testing/systemFixture';

// What every system-management endpoint promises on its happy path, read back through the API;
// what a refused write leaves behind; and the audit row each write leaves.

jest.setTimeout(90_000);

/** One editable record: its path, id, a body to create, a change, and what each reads back as. */
interface RecordCase {
  path: string;
  entity: AuditedEntity;
  idKey: string;
  body: Record<string, unknown>;
  created: Record<string, unknown>;
  change: Record<string, unknown>;
  /** Another list the record appears in (the locations setup table). */
  listedAt?: string;
}

const RECORDS: RecordCase[] = [
  {
    path: 'list-groups',
    entity: 'group',
    idKey: 'group_ndx',
    body: { group_desc: 'Canal riders', remark: '' },
    created: { group_desc: 'Canal riders', remark: null },
    change: { group_desc: 'Canal crew' },
  },
  {
    path: 'alerts-management-table',
    entity: 'alert',
    idKey: 'alert_request_ndx',
    body: ALERT,
    created: { alert_type: 'Below trigger value', location: 'Reservoir Inlet', trigger_value: 5 },
    change: { trigger_value: 7.5 },
  },
  {
    path: 'data-list-locations',
    entity: 'location',
    idKey: 'location_ndx',
    body: LOCATION_BODY,
    created: {
      location_name: 'Records Gage',
      location_type_desc: 'Stream Gage',
      waterbody_name: 'South Platte River',
      assoc_parameter_ndx: [WATER_LEVEL],
    },
    change: { location_name: 'Records Gage 2', latitude: 40.61234 },
    listedAt: 'sys-mgmt-locations-toptable',
  },
  {
    path: 'data-list-facilities',
    entity: 'facility',
    idKey: 'facility_ndx',
    body: FACILITY,
    created: { ...FACILITY, facility_type_desc: 'Recharge' },
    change: { facility_name: 'North Recharge Ponds', axis2_min: -5 },
  },
  {
    path: 'import-data-sources',
    entity: 'import',
    idKey: 'import_ndx',
    body: IMPORT,
    created: { file_name: 'lbr-out.csv', frequency: '30 minutes', delimiter_desc: 'Comma' },
    change: { file_name: 'lbr-out-2.csv', frequency: '60 minutes' },
  },
];

type AuditRow = {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

describe.each(DRIVERS)('system management records on %s', (driver) => {
  const api = useTestApi(driver, insertSystemFixture);

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse> =>
    api.app.inject({
      method,
      url: `/api/${url}`,
      headers: await embeddedBearer(api.db, ['Administrator'], 'records-admin'),
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const get = async (url: string) => (await call('GET', url)).json();
  const history = async (entity: AuditedEntity, id: number | string): Promise<AuditRow[]> =>
    get(`audit?entity=${entity}&id=${id}`);
  const count = async (table: string) =>
    (await api.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

  it.each(RECORDS)(
    '$path: creates, lists, reads, replaces and deletes, auditing each write',
    async ({ path, entity, idKey, body, created, change, listedAt }) => {
      const posted = await call('POST', path, body);
      expect(posted.statusCode).toBe(201);
      const record = posted.json();
      expect(record).toMatchObject(created);
      const id = record[idKey] as number;
      expect(await get(`${path}/${id}`)).toEqual(record);
      expect(await get(path)).toContainEqual(record);
      if (listedAt) expect(await get(listedAt)).toContainEqual(record);

      const put = await call('PUT', `${path}/${id}`, { ...body, ...change });
      expect(put.statusCode).toBe(200);
      const replaced = await get(`${path}/${id}`);
      expect(replaced).toMatchObject(change);
      expect(put.json()).toEqual(replaced);

      expect((await call('DELETE', `${path}/${id}`)).json()).toEqual({ deleted: id });
      expect((await call('GET', `${path}/${id}`)).statusCode).toBe(404);
      expect((await get(path)).map((row: Record<string, unknown>) => row[idKey])).not.toContain(id);

      const [deleted, updated, creation] = await history(entity, id);
      expect(creation).toEqual(expect.objectContaining({ action: 'create', before: null }));
      expect(creation!.after).toEqual(record);
      const changedBefore = Object.fromEntries(
        Object.keys(change).map((key) => [key, record[key]]),
      );
      expect(updated).toMatchObject({ action: 'update', before: changedBefore, after: change });
      expect(updated!.after).toEqual(replaced);
      expect(deleted).toEqual(expect.objectContaining({ action: 'delete', after: null }));
      expect(deleted!.before).toEqual(replaced);
    },
  );

  it('stores a facility without an abbreviation under its name (the column cannot be empty)', async () => {
    const created = await call('POST', 'data-list-facilities', {
      ...FACILITY,
      facility: null,
      facility_name: 'Unabbreviated Ponds',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().facility_ndx as number;
    expect(await get(`data-list-facilities/${id}`)).toMatchObject({
      facility: 'Unabbreviated Ponds',
      facility_name: 'Unabbreviated Ponds',
    });
    await call('PUT', `data-list-facilities/${id}`, { ...FACILITY, facility: 'UP' });
    expect(await get(`data-list-facilities/${id}`)).toMatchObject({ facility: 'UP' });
  });

  it('answers every lookup of the forms with the stored rows', async () => {
    const contact = (
      await call('POST', 'list-contacts', {
        contact_address: 'lookup@example.org',
        contact_name: 'Lou Kup',
        contact_org: 'District',
        remark: null,
      })
    ).json();
    const lookups: [string, unknown][] = [
      ['alerts-list-alert-types', { alert_type_ndx: 1, alert_type: 'Above trigger value' }],
      ['alerts-list-locations', { location_ndx: LOCATION.in, location_name: 'Reservoir Inlet' }],
      [
        'alerts-list-parameters',
        { parameter_ndx: FLOW, parameter_name: 'Flow', units: 'cfs', location_ndx: LOCATION.in },
      ],
      [
        'alerts-list-send-to',
        {
          merged_address_ndx: contact.contact_ndx,
          send_to: 'Lou Kup',
          send_to_details: 'lookup@example.org',
          is_group: false,
        },
      ],
      ['list-contacts', contact],
      [
        'locations-map',
        {
          location_ndx: LOCATION.in,
          location_name: 'Reservoir Inlet',
          map_sym_fill_color: '#1F77B4',
          location_geometry: { type: 'Point', coordinates: [-104.8, 40.1] },
        },
      ],
      ['list-all-parameters', { parameter_ndx: FLOW, parameter_name: 'Flow', units: 'cfs' }],
      ['list-units', { unit_ndx: 1, unit_desc: 'cfs' }],
      ['list-sources', { datasrc_ndx: 1, data_source: 'District telemetry' }],
      ['list-import-delimiter', { delimiter_ndx: 2, delimiter_desc: 'Comma' }],
      ['list-location-types', { location_type_ndx: 1, location_type_desc: 'Stream Gage' }],
      ['list-waterbodies', { waterbody_ndx: 1, waterbody_name: 'South Platte River' }],
      ['list-facility-types', { facility_type_ndx: 2, facility_type_desc: 'Recharge' }],
      [
        'facility-query-download/list-facility-types-united-only',
        { facility_type_ndx: 1, facility_type_desc: 'Storage' },
      ],
      [
        'list-facilities-with-types',
        {
          facility_ndx: 37,
          facility_name: 'Lupton Bottoms Storage',
          facility_type_ndx: 1,
          facility_type_desc: 'Storage',
        },
      ],
      [
        'list-locations-united-only',
        {
          location_ndx: LOCATION.in,
          location_id: 'LBR-IN',
          location_name: 'Reservoir Inlet',
          location_type_desc: 'Stream Gage',
        },
      ],
    ];
    for (const [path, row] of lookups)
      expect([path, await get(path)]).toEqual([path, expect.arrayContaining([row])]);
  });

  it('saves a group’s contacts whole, reads them back, and audits the set', async () => {
    const group = (await call('POST', 'list-groups', { group_desc: 'Set', remark: null })).json();
    const contacts = [];
    for (const name of ['one', 'two', 'three'])
      contacts.push(
        (
          await call('POST', 'list-contacts', {
            contact_address: `${name}@example.org`,
            contact_name: name,
            contact_org: 'District',
            remark: null,
          })
        ).json().contact_ndx as number,
      );
    const links = (ids: number[]) =>
      ids.map((contact_ndx) => ({ group_ndx: group.group_ndx, contact_ndx }));
    const put = async (ids: number[]) =>
      call('PUT', `assoc-contacts-groups/${group.group_ndx}`, links(ids));
    expect((await put([contacts[0]!, contacts[1]!])).json()).toEqual(
      links([contacts[0]!, contacts[1]!]),
    );
    expect((await put([contacts[1]!, contacts[2]!])).statusCode).toBe(200);
    const stored = (await get('assoc-contacts-groups')) as { group_ndx: number }[];
    expect(stored.filter((link) => link.group_ndx === group.group_ndx)).toEqual(
      links([contacts[1]!, contacts[2]!]),
    );
    const [second, first] = await history('group-contacts', group.group_ndx);
    expect(first).toMatchObject({
      action: 'update',
      before: { contact_ndx: [] },
      after: { contact_ndx: [contacts[0], contacts[1]] },
    });
    expect(second).toMatchObject({
      before: { contact_ndx: [contacts[0], contacts[1]] },
      after: { contact_ndx: [contacts[1], contacts[2]] },
    });
  });

  it('leaves the old association set whole when a link fails after the old set is removed', async () => {
    const links = (ids: number[]) =>
      ids.map((location_ndx) => ({ facility_ndx: 39, location_ndx }));
    expect(
      (await call('PUT', 'assoc-locations-facilities/39', links([LOCATION.out, LOCATION.spare])))
        .statusCode,
    ).toBe(200);
    // The recharge inlet passes validation (it exists) but its link is refused at insert time,
    // that is after the old set's DELETE in the same transaction.
    await api.db.pool.query(`
      CREATE FUNCTION refuse_recharge_link() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.location_ndx = ${LOCATION.recharge} THEN
          RAISE EXCEPTION 'refused for the test' USING ERRCODE = 'check_violation', COLUMN = 'location_ndx';
        END IF;
        RETURN NEW;
      END $$`);
    await api.db.pool.query(
      'CREATE TRIGGER refuse_recharge_link BEFORE INSERT ON facility_locations FOR EACH ROW EXECUTE FUNCTION refuse_recharge_link()',
    );
    const audits = await count('audit_log');
    try {
      expectBadRequest(
        await call('PUT', 'assoc-locations-facilities/39', links([LOCATION.in, LOCATION.recharge])),
        'location_ndx',
      );
    } finally {
      await api.db.pool.query('DROP TRIGGER refuse_recharge_link ON facility_locations');
      await api.db.pool.query('DROP FUNCTION refuse_recharge_link()');
    }
    const stored = (await get('assoc-locations-facilities')) as { facility_ndx: number }[];
    expect(stored.filter((link) => link.facility_ndx === 39)).toEqual(
      links([LOCATION.out, LOCATION.spare]),
    );
    expect(await count('audit_log')).toBe(audits);
  });

  it('refuses bad groups, locations, facilities and imports naming the field, writing nothing', async () => {
    const tables = [
      'contact_groups',
      'locations',
      'facilities',
      'import_data_sources',
      'audit_log',
    ];
    const counts = async () => Promise.all(tables.map(count));
    const before = await counts();
    const refusals: [string, unknown, string][] = [
      ['list-groups', { group_desc: '  ', remark: null }, 'group_desc'],
      ['data-list-locations', { ...LOCATION_BODY, latitude: 91 }, 'latitude'],
      ['data-list-locations', { ...LOCATION_BODY, location_type_ndx: 0 }, 'location_type_ndx'],
      ['data-list-locations', { ...LOCATION_BODY, display_order: 1.5 }, 'display_order'],
      ['data-list-facilities', { ...FACILITY, facility_type_ndx: null }, 'facility_type_ndx'],
      ['data-list-facilities', { ...FACILITY, display_order: -1 }, 'display_order'],
      ['import-data-sources', { ...IMPORT, frequency: 30 }, 'frequency'],
      ['import-data-sources', { ...IMPORT, history_days: -2 }, 'history_days'],
      ['import-data-sources', { ...IMPORT, delimiter_ndx: 0 }, 'delimiter_ndx'],
    ];
    for (const [path, body, field] of refusals)
      expectBadRequest(await call('POST', path, body), field);
    expect(await counts()).toEqual(before);

    const stored = await get(`data-list-locations/${LOCATION.spare}`);
    expectBadRequest(
      await call('PUT', `data-list-locations/${LOCATION.spare}`, {
        ...LOCATION_BODY,
        legend_color: '#12345',
      }),
      'legend_color',
    );
    expect(await get(`data-list-locations/${LOCATION.spare}`)).toEqual(stored);
    expect(await counts()).toEqual(before);
  });
});
