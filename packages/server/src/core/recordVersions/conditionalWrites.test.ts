import type { LightMyRequestResponse } from 'fastify';
import {
  alertsRecord,
  contactsRecord,
  facilitiesRecord,
  groupsRecord,
  importsRecord,
  linkSetVersion,
  locationsRecord,
  usersRecord,
  versionOfRow,
  versionTag,
  type RecordDescriptor,
} from '@headgate/contracts';
import { useTestApi } from '../api/testing/apiFixture';
import type { Database } from '../database/openDatabase';
import { DRIVERS } from '../database/testing/testDatabases';
import { LOCATION } from '../../features/facilityPages/drillDown/testing/facilityFixture';
import {
  ALERT,
  CONTACT,
  FACILITY,
  GROUP,
  IMPORT,
  LOCATION_BODY,
} from '../../features/systemManagement/records/testing/recordBodies';
import { insertSystemFixture } from '../../features/systemManagement/records/testing/systemFixture';
import { embeddedBearer } from '../../features/usersManagement/users/testing/embeddedTokens';

// No lost updates: every record answered carries its version as an ETag, the one the
// browser computes from a list row; PUT and DELETE with an If-Match naming an older version
// write nothing and answer 412 with the record as it is now and who changed it.

jest.setTimeout(90_000);

/** Two administrators (token subjects), who name themselves in the audit trail. */
const ANA = 'ana@district.example';
const BEN = 'ben@district.example';

/** Each record with a body to create it and a change to make. */
const RECORDS: { record: RecordDescriptor; body: object; change: object }[] = [
  { record: groupsRecord, body: GROUP, change: { group_desc: 'Canal crew' } },
  { record: contactsRecord, body: CONTACT, change: { contact_org: 'Ditch company' } },
  { record: alertsRecord, body: ALERT, change: { trigger_value: 7.5 } },
  { record: locationsRecord, body: LOCATION_BODY, change: { location_name: 'Records Gage 2' } },
  { record: facilitiesRecord, body: FACILITY, change: { axis2_min: -5 } },
  { record: importsRecord, body: IMPORT, change: { file_name: 'lbr-out-2.csv' } },
];

/** How many sessions of this database wait for a lock (a row's or an advisory one). */
async function lockWaits(db: Database): Promise<number> {
  const { rows } = await db.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0]!.n;
}

describe.each(DRIVERS)('conditional writes on %s', (driver) => {
  const api = useTestApi(driver, insertSystemFixture);

  /** A call as one of the administrators, with If-Match when a version is given. */
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    { body, ifMatch, as = ANA }: { body?: unknown; ifMatch?: string; as?: string } = {},
  ): Promise<LightMyRequestResponse> =>
    api.app.inject({
      method,
      url: `/api/${url}`,
      headers: {
        ...(await embeddedBearer(api.db, ['Administrator'], as)),
        ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const auditRows = async () =>
    (await api.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n;
  /** A new group, and the path and ETag it was created with. */
  const newGroup = async (desc: string) => {
    const created = await call('POST', 'list-groups', { body: { ...GROUP, group_desc: desc } });
    const path = `list-groups/${created.json().group_ndx as number}`;
    return { path, etag: String(created.headers.etag), created: created.json() };
  };

  it.each(RECORDS)(
    '$record.path: reading, creating and replacing answer the version the browser computes; a PUT or DELETE over an older one is refused',
    async ({ record, body, change }) => {
      const posted = await call('POST', record.path, { body });
      expect(posted.statusCode).toBe(201);
      const row = posted.json();
      const version = versionTag(versionOfRow(record, row));
      expect(posted.headers.etag).toBe(version);
      const path = `${record.path}/${row[record.idKey] as number}`;
      expect((await call('GET', path)).headers.etag).toBe(version);
      const listed = (await call('GET', record.path)).json() as object[];
      const listRow = listed.find(
        (candidate) => (candidate as typeof row)[record.idKey] === row[record.idKey],
      );
      expect(versionTag(versionOfRow(record, listRow!))).toBe(version);

      const put = await call('PUT', path, {
        body: { ...body, ...change },
        ifMatch: version,
        as: BEN,
      });
      expect(put.statusCode).toBe(200);
      expect(put.headers.etag).toBe(versionTag(versionOfRow(record, put.json())));
      expect(put.headers.etag).not.toBe(version);

      const audits = await auditRows();
      for (const method of ['PUT', 'DELETE'] as const) {
        const stale = await call(method, path, {
          body: method === 'PUT' ? body : undefined,
          ifMatch: version,
        });
        expect({ method, status: stale.statusCode }).toEqual({ method, status: 412 });
        expect(stale.headers.etag).toBe(put.headers.etag);
        expect(stale.json()).toMatchObject({ current: put.json(), changed_by: BEN });
      }
      expect((await call('GET', path)).json()).toEqual(put.json());
      expect(await auditRows()).toBe(audits);
    },
  );

  it('refuses a PUT with a stale If-Match: 412 with the record as it is now and who changed it, nothing written, nothing audited', async () => {
    const { path, etag: opened } = await newGroup('Stale put');
    const theirs = await call('PUT', path, {
      body: { ...GROUP, group_desc: 'Changed by Ben' },
      ifMatch: opened,
      as: BEN,
    });
    expect(theirs.statusCode).toBe(200);
    const audits = await auditRows();

    const mine = await call('PUT', path, {
      body: { ...GROUP, group_desc: 'Changed by Ana' },
      ifMatch: opened,
    });
    expect(mine.statusCode).toBe(412);
    const current = (await call('GET', path)).json();
    expect(current).toEqual(theirs.json());
    expect(mine.headers.etag).toBe(theirs.headers.etag);
    expect(mine.json()).toEqual({
      error: 'precondition_failed',
      message: expect.stringContaining(`Changed by ${BEN} at `),
      current,
      version: versionOfRow(groupsRecord, current),
      changed_by: BEN,
      changed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(await auditRows()).toBe(audits);
  });

  it('replaces with a matching If-Match (a new ETag), and without one as before', async () => {
    const { path, etag } = await newGroup('Matching put');
    const matching = await call('PUT', path, {
      body: { ...GROUP, group_desc: 'Matched' },
      ifMatch: etag,
    });
    expect(matching.statusCode).toBe(200);
    expect(matching.headers.etag).not.toBe(etag);
    // A list of tags, or any version at all, matches too (RFC 9110 If-Match).
    const listed = await call('PUT', path, {
      body: { ...GROUP, group_desc: 'Listed' },
      ifMatch: `"0000000000000000", ${String(matching.headers.etag)}`,
    });
    expect(listed.statusCode).toBe(200);
    const any = await call('PUT', path, { body: { ...GROUP, group_desc: 'Any' }, ifMatch: '*' });
    expect(any.statusCode).toBe(200);
    // The comparison is strong: the same version as a weak tag does not match.
    const weak = await call('PUT', path, {
      body: { ...GROUP, group_desc: 'Weak' },
      ifMatch: `W/${String(any.headers.etag)}`,
    });
    expect(weak.statusCode).toBe(412);
    const unconditional = await call('PUT', path, { body: { ...GROUP, group_desc: 'Blind' } });
    expect(unconditional.statusCode).toBe(200);
    expect(unconditional.json()).toMatchObject({ group_desc: 'Blind' });
  });

  it('lets exactly one of two concurrent PUTs with the same If-Match through', async () => {
    const { path, etag, created } = await newGroup('Raced');
    const put = (desc: string, as: string) =>
      call('PUT', path, { body: { ...GROUP, group_desc: desc }, ifMatch: etag, as });
    let answers: LightMyRequestResponse[];
    if (driver === 'pglite') {
      // One connection: the transactions queue, and the lock must not stop the second.
      answers = await Promise.all([put('First', ANA), put('Second', BEN)]);
    } else {
      // Hold the row so that both writes are under way at once before either can finish:
      // each must then wait for the other's outcome before it reads the record.
      const blocker = await api.db.pool.connect();
      try {
        await blocker.query('BEGIN');
        await blocker.query('SELECT 1 FROM contact_groups WHERE group_ndx = $1 FOR UPDATE', [
          created.group_ndx,
        ]);
        const racing = Promise.all([put('First', ANA), put('Second', BEN)]);
        const deadline = Date.now() + 20_000;
        while ((await lockWaits(api.db)) < 2 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 20));
        await blocker.query('ROLLBACK');
        answers = await racing;
      } finally {
        blocker.release();
      }
    }
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    const loser = answers.find((answer) => answer.statusCode === 412)!;
    expect(loser.json().current).toEqual(winner.json());
    expect((await call('GET', path)).json()).toEqual(winner.json());
  });

  it('refuses a DELETE with a stale If-Match, deleting nothing; a matching one deletes', async () => {
    const { path, etag } = await newGroup('Stale delete');
    const changed = await call('PUT', path, {
      body: { ...GROUP, group_desc: 'Still wanted' },
      as: BEN,
    });
    const audits = await auditRows();
    const refused = await call('DELETE', path, { ifMatch: etag });
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ current: changed.json(), changed_by: BEN });
    expect((await call('GET', path)).statusCode).toBe(200);
    expect(await auditRows()).toBe(audits);

    const deleted = await call('DELETE', path, { ifMatch: String(changed.headers.etag) });
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', path)).statusCode).toBe(404);
  });

  /** Both association sets: each makes a new owner and a member to link to it. */
  const SETS = [
    {
      path: 'assoc-contacts-groups',
      ownerKey: 'group_ndx',
      memberKey: 'contact_ndx',
      owner: async () => (await newGroup('Set owner')).created.group_ndx as number,
      member: async () =>
        (
          await call('POST', 'list-contacts', {
            body: { ...CONTACT, contact_address: 'set@example.org' },
          })
        ).json().contact_ndx as number,
    },
    {
      path: 'assoc-locations-facilities',
      ownerKey: 'facility_ndx',
      memberKey: 'location_ndx',
      owner: async () =>
        (
          await call('POST', 'data-list-facilities', {
            body: { ...FACILITY, facility: 'SET', facility_name: 'Set owner' },
          })
        ).json().facility_ndx as number,
      member: async () => LOCATION.spare,
    },
  ];

  it.each(SETS)(
    "$path: an owner's set is read and replaced only over the version seen",
    async ({ path: setPath, ownerKey, memberKey, owner: newOwner, member: newMember }) => {
      const owner = await newOwner();
      const member = await newMember();
      const path = `${setPath}/${owner}`;
      const links = (ids: number[]) => ids.map((id) => ({ [ownerKey]: owner, [memberKey]: id }));

      const empty = await call('GET', path);
      expect(empty.json()).toEqual([]);
      expect(empty.headers.etag).toBe(versionTag(linkSetVersion([])));
      const theirs = await call('PUT', path, {
        body: links([member]),
        ifMatch: String(empty.headers.etag),
        as: BEN,
      });
      expect(theirs.statusCode).toBe(200);
      expect(theirs.headers.etag).toBe(versionTag(linkSetVersion([member])));

      const audits = await auditRows();
      const mine = await call('PUT', path, { body: [], ifMatch: String(empty.headers.etag) });
      expect(mine.statusCode).toBe(412);
      expect(mine.json()).toMatchObject({ current: links([member]), changed_by: BEN });
      expect((await call('GET', path)).json()).toEqual(links([member]));
      expect(await auditRows()).toBe(audits);
    },
  );

  it('versions a user: read, replaced and deleted only over the version seen', async () => {
    const created = await call('POST', 'users-management/users', {
      body: {
        email: 'versioned.user@example.com',
        name: 'Versioned User',
        nickname: 'vee',
        password: 'correct horse battery',
        role: 'rol_administrator',
        landingPageNdx: 3,
        facilities: [],
      },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    const path = `users-management/users/${encodeURIComponent(user.auth0_user_id as string)}`;
    expect(created.headers.etag).toBe(versionTag(versionOfRow(usersRecord, user)));
    expect((await call('GET', path)).headers.etag).toBe(created.headers.etag);

    const update = (nickname: string) => ({
      id: user.auth0_user_id,
      email: user.auth0_email,
      name: user.auth0_name,
      nickname,
      role: user.assigned_role,
      landingPageNdx: user.assigned_landing_page,
      facilities: [],
    });
    const opened = String(created.headers.etag);
    const theirs = await call('PUT', 'users-management/users', {
      body: update('ben'),
      ifMatch: opened,
      as: BEN,
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers.etag).toBe(versionTag(versionOfRow(usersRecord, theirs.json())));

    const audits = await auditRows();
    const mine = await call('PUT', 'users-management/users', {
      body: update('ana'),
      ifMatch: opened,
    });
    expect(mine.statusCode).toBe(412);
    expect(mine.json()).toMatchObject({ current: theirs.json(), changed_by: BEN });
    const deleting = await call('DELETE', path, { ifMatch: opened });
    expect(deleting.statusCode).toBe(412);
    expect((await call('GET', path)).json()).toEqual(theirs.json());
    expect(await auditRows()).toBe(audits);

    expect((await call('DELETE', path, { ifMatch: String(theirs.headers.etag) })).statusCode).toBe(
      204,
    );
  });

  it('documents If-Match, the 412 and the ETag in the OpenAPI document', async () => {
    const paths = (await api.app.inject('/api/docs/json')).json().paths as Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          responses: Record<string, { headers?: object; content?: object }>;
        }
      >
    >;
    const conditional = [
      paths['/api/list-groups/{group_ndx}']!.put!,
      paths['/api/list-groups/{group_ndx}']!.delete!,
      paths['/api/assoc-contacts-groups/{group_ndx}']!.put!,
      paths['/api/users-management/users']!.put!,
    ];
    for (const operation of conditional) {
      expect(operation.parameters).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'if-match' }),
      );
      expect(JSON.stringify(operation.responses['412']!.content)).toContain('changed_by');
      expect(operation.responses['412']!.headers).toHaveProperty('etag');
    }
    expect(paths['/api/list-groups/{group_ndx}']!.get!.responses['200']!.headers).toHaveProperty(
      'etag',
    );
    expect(paths['/api/list-groups']!.post!.responses['201']!.headers).toHaveProperty('etag');
  });
});
