import { DEFAULT_ROLE_ID, type ManagedUser } from '@headgate/contracts';
import type { Role } from '@headgate/contracts/roles';
import Fastify, { type FastifyInstance } from 'fastify';
import { createUserDirectory } from '@headgate/identity';
import { answerError } from '../../../core/api/answerError';
import { registerApi } from '../../../core/api/registerApi';
import { expectBadRequest, useTestApi } from '../../../core/api/testing/apiFixture';
import { inTransaction } from '../../../core/database/inTransaction';
import type { Database } from '../../../core/database/openDatabase';
import { DRIVERS } from '../../../core/database/testing/testDatabases';
import { embeddedBearer } from './testing/embeddedTokens';
import { usersManagementRoutes } from './usersManagementRoutes';

jest.setTimeout(60_000);

const BASE = '/api/users-management';
const USERS = `${BASE}/users`;
const ADMIN_ROLE_ID = 'rol_administrator';
const DEVELOPER_ROLE_ID = 'rol_developer';
/** Someone the directory does not hold, with access to facility 37: must be left alone. */
const OUTSIDER = 'auth0|outsider';

/** Three facilities of two types; facility 37 already names a user the directory does not hold. */
async function insertFacilities(db: Database) {
  await db.pool.query(
    "INSERT INTO facility_types (facility_type_ndx, facility_type_desc) VALUES (1, 'Storage'), (2, 'Recharge')",
  );
  await db.pool.query(
    `INSERT INTO facilities (facility_ndx, facility, facility_name, facility_type_ndx, authorized_users)
     VALUES (37, 'LBR', 'Lupton Bottoms Storage', 1, ARRAY['${OUTSIDER}']),
            (41, 'SHRP', 'Sand Hill Recharge', 2, '{}'),
            (1778, 'FLW', 'Fort Lupton Well Field', 2, '{}')`,
  );
}

const newUser = (overrides: Record<string, unknown> = {}) => ({
  email: 'ana.lopez@example.com',
  name: 'Ana Lopez',
  nickname: 'ana',
  password: 'correct horse battery',
  role: ADMIN_ROLE_ID,
  landingPageNdx: 3,
  facilities: [41, 37],
  ...overrides,
});

describe.each(DRIVERS)('users management API on %s', (driver) => {
  const api = useTestApi(driver, insertFacilities);
  const as = (roles: readonly Role[], subject?: string) => embeddedBearer(api.db, roles, subject);

  async function request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    roles: readonly Role[] = ['Administrator'],
  ) {
    return api.app.inject({ method, url, payload, headers: await as(roles) });
  }

  const create = (body: object) => request('POST', USERS, body);

  /** Every stored user (with the password hash) and every facility's access list. */
  async function stored() {
    const users = await api.db.pool.query(
      'SELECT user_id, email, name, nickname, password_hash, role_id, landing_page_ndx FROM identity_users ORDER BY user_id',
    );
    const facilities = await api.db.pool.query(
      'SELECT facility_ndx, authorized_users FROM facilities ORDER BY facility_ndx',
    );
    return { users: users.rows, facilities: facilities.rows };
  }

  async function authorizedUsers(): Promise<Record<number, string[]>> {
    const { facilities } = await stored();
    return Object.fromEntries(
      facilities.map((row: { facility_ndx: number; authorized_users: string[] }) => [
        row.facility_ndx,
        row.authorized_users,
      ]),
    );
  }

  it('lists the roles and the landing pages', async () => {
    const roles = await request('GET', `${BASE}/list-user-roles`);
    expect(roles.statusCode).toBe(200);
    expect(roles.json()).toEqual([
      { auth0_role_id: ADMIN_ROLE_ID, auth0_role_name: 'Administrator' },
      { auth0_role_id: 'rol_all_data_user', auth0_role_name: 'All Data User' },
      { auth0_role_id: DEVELOPER_ROLE_ID, auth0_role_name: 'Developer' },
      { auth0_role_id: 'rol_river_photos', auth0_role_name: 'River Photos' },
      { auth0_role_id: DEFAULT_ROLE_ID, auth0_role_name: 'User' },
    ]);
    const pages = await request('GET', `${BASE}/list-user-landing-pages`, undefined, ['Developer']);
    expect(pages.statusCode).toBe(200);
    expect(pages.json()).toEqual([
      { landing_page_ndx: 1, landing_page_name: 'Public Map' },
      { landing_page_ndx: 2, landing_page_name: 'Query & Download' },
      { landing_page_ndx: 3, landing_page_name: 'Time Series Comparisons' },
    ]);
  });

  it.each<Role>(['User', 'River Photos', 'All Data User', 'Administrator'])(
    'gives a %s the path of a landing page, 404 for an unknown one, 400 for no id at all',
    async (role) => {
      const page = await request('GET', `${BASE}/list-user-landing-pages/2`, undefined, [role]);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toEqual({
        landing_page_name: 'Query & Download',
        landing_page_path: '/data-access/query-and-download/facilities',
      });
      const unknown = await request('GET', `${BASE}/list-user-landing-pages/99`, undefined, [role]);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'not_found', message: expect.any(String) });
      // Ids are positive PostgreSQL integers: these can name no page.
      for (const id of ['0', '99999999999']) {
        const impossible = await request(
          'GET',
          `${BASE}/list-user-landing-pages/${id}`,
          undefined,
          [role],
        );
        expectBadRequest(impossible, 'id');
      }
    },
  );

  it('refuses an anonymous caller the landing page path, and a path id that is no number', async () => {
    expect((await api.app.inject(`${BASE}/list-user-landing-pages/1`)).statusCode).toBe(401);
    const bad = await request('GET', `${BASE}/list-user-landing-pages/home`, undefined, ['User']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request' });
  });

  it('creates a user who appears in the list with their facilities and can sign in', async () => {
    const response = await create(newUser({ email: 'Ana.Lopez@Example.com' }));
    expect(response.statusCode).toBe(201);
    const created = response.json() as ManagedUser;
    expect(created).toEqual({
      auth0_user_id: expect.stringMatching(/^headgate\|/),
      auth0_name: 'Ana Lopez',
      auth0_nickname: 'ana',
      auth0_email: 'ana.lopez@example.com',
      assigned_role: ADMIN_ROLE_ID,
      assigned_landing_page: 3,
      associated_facilities: [37, 41],
    });
    const list = await request('GET', USERS);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(created);
    expect(await authorizedUsers()).toEqual({
      37: [OUTSIDER, created.auth0_user_id],
      41: [created.auth0_user_id],
      1778: [],
    });

    const signedIn = await createUserDirectory(api.db.pool, inTransaction).verifyCredentials(
      'ANA.LOPEZ@example.com',
      'correct horse battery',
    );
    expect(signedIn).toMatchObject({ id: created.auth0_user_id, roleName: 'Administrator' });
    expect(
      await createUserDirectory(api.db.pool, inTransaction).verifyCredentials(
        'ana.lopez@example.com',
        'wrong one',
      ),
    ).toBeUndefined();
    const row = (await stored()).users.find(
      (user: { user_id: string }) => user.user_id === created.auth0_user_id,
    );
    expect(JSON.stringify(row)).not.toContain('correct horse battery');
    expect(row.password_hash).toMatch(/^scrypt\$/);
  });

  it('gives a user of the default role landing page 1, whatever was asked', async () => {
    const response = await create(
      newUser({
        email: 'bo@example.com',
        role: DEFAULT_ROLE_ID,
        landingPageNdx: 2,
        facilities: [],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      assigned_role: DEFAULT_ROLE_ID,
      assigned_landing_page: 1,
      associated_facilities: [],
    });
  });

  it('refuses a name the database cannot store (400), writing nothing', async () => {
    const before = await stored();
    const response = await create(newUser({ email: 'nul@example.com', name: 'Ana\u0000Lopez' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: expect.any(String) });
    expect(await stored()).toEqual(before);
  });

  it('refuses a second user with the same email in another case (409), writing nothing', async () => {
    const before = await stored();
    const response = await create(newUser({ email: 'ANA.lopez@EXAMPLE.com', name: 'Other Ana' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'email_taken',
      message: 'A user with the email ana.lopez@example.com exists.',
    });
    expect(await stored()).toEqual(before);
  });

  it('creates only one of two simultaneous users with the same email', async () => {
    const body = newUser({ email: 'twins@example.com', facilities: [1778] });
    const responses = await Promise.all([create(body), create(body)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const conflict = responses.find((response) => response.statusCode === 409)!;
    expect(conflict.json()).toMatchObject({ error: 'email_taken' });
    const { users } = await stored();
    expect(
      users.filter((user: { email: string }) => user.email === 'twins@example.com'),
    ).toHaveLength(1);
    expect((await authorizedUsers())[1778]).toHaveLength(1);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { name: undefined }, 'body.name: Requires Full-name'],
    ['a blank name', { name: '   ' }, 'body.name: Requires Full-name'],
    ['no nickname', { nickname: undefined }, 'body.nickname: Requires Nickname'],
    ['an empty nickname', { nickname: '' }, 'body.nickname: Requires Nickname'],
    ['no email', { email: undefined }, 'body.email: Requires Email'],
    ['an invalid email', { email: 'carla.example.com' }, 'body.email: Requires Email'],
    [
      'no landing page',
      { landingPageNdx: undefined },
      'body.landingPageNdx: Requires Landing Page',
    ],
    ['landing page 0', { landingPageNdx: 0 }, 'body.landingPageNdx: Requires Landing Page'],
    ['no password', { password: undefined }, 'body.password: Requires Password'],
    ['an empty password', { password: '' }, 'body.password: Requires Password'],
    [
      'a 7-character password',
      { password: 'abcdefg' },
      'body.password: Must be at least 8 characters',
    ],
  ])('refuses a new user with %s (400), writing nothing', async (_name, change, message) => {
    const before = await stored();
    const response = await create(newUser({ email: 'carla@example.com', ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message });
    expect(await stored()).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown role', { role: 'rol_superuser' }, 'unknown_role'],
    ['an unknown landing page', { landingPageNdx: 9 }, 'unknown_landing_page'],
    ['an absurd landing page', { landingPageNdx: 2 ** 40 }, 'bad_request'],
    ['an unknown facility', { facilities: [41, 999] }, 'unknown_facility'],
    ['an absurd facility', { facilities: [41, 2 ** 40] }, 'bad_request'],
  ])('refuses a new user with %s (400), writing nothing', async (_name, change, error) => {
    const before = await stored();
    const response = await create(newUser({ email: 'dan@example.com', ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, message: expect.any(String) });
    expect(await stored()).toEqual(before);
  });

  describe('an existing user', () => {
    let user: ManagedUser;
    const update = (body: object) => request('PUT', USERS, body);
    const edited = (overrides: Record<string, unknown> = {}) => ({
      id: user.auth0_user_id,
      email: 'Eve.Smith@example.com',
      name: 'Eve Smith-Jones',
      nickname: 'evie',
      role: DEVELOPER_ROLE_ID,
      landingPageNdx: 2,
      facilities: [1778, 41],
      ...overrides,
    });

    beforeAll(async () => {
      const response = await create(
        newUser({
          email: 'eve@example.com',
          name: 'Eve Smith',
          nickname: 'eve',
          facilities: [37, 41],
        }),
      );
      user = response.json();
    });

    it('changes the fields and the facilities', async () => {
      const response = await update(edited());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        auth0_user_id: user.auth0_user_id,
        auth0_name: 'Eve Smith-Jones',
        auth0_nickname: 'evie',
        auth0_email: 'eve.smith@example.com',
        assigned_role: DEVELOPER_ROLE_ID,
        assigned_landing_page: 2,
        associated_facilities: [41, 1778],
      });
      const access = await authorizedUsers();
      expect(access[37]).not.toContain(user.auth0_user_id);
      expect(access[37]).toContain(OUTSIDER);
      expect(access[41]).toContain(user.auth0_user_id);
      expect(access[1778]).toContain(user.auth0_user_id);
      expect((await request('GET', USERS)).json()).toContainEqual(response.json());
      const signedIn = await createUserDirectory(api.db.pool, inTransaction).verifyCredentials(
        'eve.smith@example.com',
        'correct horse battery',
      );
      expect(signedIn?.id).toBe(user.auth0_user_id);
    });

    it('records the creation and the change in the audit trail, without the password', async () => {
      const history = await request(
        'GET',
        `/api/audit?entity=user&id=${encodeURIComponent(user.auth0_user_id)}`,
      );
      const entries = history.json() as {
        action: string;
        before: object | null;
        after: object | null;
      }[];
      expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
      expect(entries[0]).toMatchObject({
        before: { auth0_name: 'Eve Smith', associated_facilities: [37, 41] },
        after: { auth0_name: 'Eve Smith-Jones', associated_facilities: [41, 1778] },
      });
      expect(JSON.stringify(entries)).not.toMatch(/password|correct horse/);
    });

    it('forces landing page 1 when the role becomes the default one', async () => {
      const response = await update(edited({ role: DEFAULT_ROLE_ID, landingPageNdx: 3 }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        assigned_role: DEFAULT_ROLE_ID,
        assigned_landing_page: 1,
      });
      expect((await update(edited())).json()).toMatchObject({ assigned_landing_page: 2 });
    });

    it('refuses a password (400), changing nothing', async () => {
      const before = await stored();
      const response = await update(edited({ name: 'Mallory', password: 'a new password' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'bad_request',
        message: expect.stringContaining('password'),
      });
      expect(await stored()).toEqual(before);
    });

    it.each<[string, Record<string, unknown>, number, string]>([
      ['no name', { name: '' }, 400, 'bad_request'],
      ['an invalid email', { email: 'eve' }, 400, 'bad_request'],
      ['no landing page', { landingPageNdx: undefined }, 400, 'bad_request'],
      ['an unknown facility', { facilities: [37, 404] }, 400, 'unknown_facility'],
      ['an unknown role', { role: 'rol_nobody' }, 400, 'unknown_role'],
      ["another user's email", { email: 'BO@example.com' }, 409, 'email_taken'],
      ['an unknown id', { id: 'headgate|nobody' }, 404, 'not_found'],
      ['no id', { id: undefined }, 400, 'bad_request'],
    ])('refuses an update with %s, changing nothing', async (_name, change, status, error) => {
      const before = await stored();
      const response = await update(edited({ name: 'Mallory', facilities: [37], ...change }));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error, message: expect.any(String) });
      expect(await stored()).toEqual(before);
    });

    it('refuses to let an administrator change their own role, so nobody locks the district out', async () => {
      const before = await stored();
      const response = await api.app.inject({
        method: 'PUT',
        url: USERS,
        headers: await as(['Administrator'], user.auth0_user_id),
        payload: edited({ role: 'rol_ynyDeeuE7JfPdOcM' }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'own_role',
        message: expect.stringContaining('your own role'),
      });
      expect(await stored()).toEqual(before);
    });

    it('refuses to let an administrator delete their own account', async () => {
      const response = await api.app.inject({
        method: 'DELETE',
        url: `${USERS}/${encodeURIComponent(user.auth0_user_id)}`,
        headers: await as(['Administrator'], user.auth0_user_id),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'own_account',
        message: expect.stringContaining('your own account'),
      });
      expect((await request('GET', USERS)).json()).toContainEqual(
        expect.objectContaining({ auth0_user_id: user.auth0_user_id }),
      );
    });

    it('deletes the user and their facility access, then answers 404', async () => {
      const url = `${USERS}/${encodeURIComponent(user.auth0_user_id)}`;
      const response = await request('DELETE', url);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const list = (await request('GET', USERS)).json() as ManagedUser[];
      expect(list.map((listed) => listed.auth0_user_id)).not.toContain(user.auth0_user_id);
      const access = await authorizedUsers();
      for (const ndx of [37, 41, 1778]) expect(access[ndx]).not.toContain(user.auth0_user_id);
      expect(access[37]).toContain(OUTSIDER);
      expect(
        await createUserDirectory(api.db.pool, inTransaction).verifyCredentials(
          'eve.smith@example.com',
          'correct horse battery',
        ),
      ).toBeUndefined();
      const [deletion] = (
        await request('GET', `/api/audit?entity=user&id=${encodeURIComponent(user.auth0_user_id)}`)
      ).json() as { action: string; before: object | null; after: object | null }[];
      expect(deletion).toMatchObject({
        action: 'delete',
        before: { auth0_user_id: user.auth0_user_id, auth0_email: 'eve.smith@example.com' },
        after: null,
      });

      const again = await request('DELETE', url);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: 'not_found', message: expect.any(String) });
      expect((await update(edited())).statusCode).toBe(404);
    });
  });

  describe('access', () => {
    const adminRoutes: [string, string, object | undefined][] = [
      ['GET', `${BASE}/list-user-roles`, undefined],
      ['GET', `${BASE}/list-user-landing-pages`, undefined],
      ['GET', USERS, undefined],
      ['POST', USERS, newUser({ email: 'frank@example.com' })],
      ['PUT', USERS, { ...newUser({ email: 'frank@example.com' }), id: 'x', password: undefined }],
      // Every row has three items: with fewer, Jest would pass `done` as the payload.
      ['DELETE', `${USERS}/${encodeURIComponent('headgate|someone')}`, undefined],
    ];

    it.each(adminRoutes)(
      'refuses %s %s to anonymous callers (401) and other roles (403)',
      async (method, url, payload) => {
        const before = await stored();
        const anonymous = await api.app.inject({ method: method as 'GET', url, payload });
        expect(anonymous.statusCode).toBe(401);
        for (const role of ['User', 'All Data User', 'River Photos'] as const) {
          const response = await request(method as 'GET', url, payload, [role]);
          expect(response.statusCode).toBe(403);
          expect(response.json()).toMatchObject({ error: 'forbidden' });
        }
        expect(await stored()).toEqual(before);
      },
    );

    it('lets a Developer manage users', async () => {
      expect((await request('GET', USERS, undefined, ['Developer'])).statusCode).toBe(200);
      expect((await request('GET', USERS, undefined, ['User', 'Developer'])).statusCode).toBe(200);
    });
  });

  describe('with an external sign-in provider', () => {
    let external: FastifyInstance;
    beforeAll(async () => {
      external = Fastify();
      external.setErrorHandler(answerError);
      await registerApi(external, {
        version: 'test',
        verifyAccessToken: async () => ({
          subject: 'auth0|admin',
          roles: ['Administrator'],
          releaseClient: undefined,
        }),
      });
      usersManagementRoutes(external, {
        users: createUserDirectory(api.db.pool, inTransaction),
        pool: api.db.pool,
        externalIssuer: 'https://district.auth0.com/',
      });
    });
    afterAll(() => external.close());

    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      external.inject({ method, url, payload, headers: { authorization: 'Bearer any' } });

    it('answers 409 to listing, creating, changing and deleting users, changing nothing', async () => {
      const before = await stored();
      const { users } = before;
      const responses = [
        await call('GET', USERS),
        await call('POST', USERS, newUser({ email: 'gus@example.com' })),
        await call('PUT', USERS, { ...newUser(), password: undefined, id: users[0]!.user_id }),
        await call('DELETE', `${USERS}/${encodeURIComponent(users[0]!.user_id)}`),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          error: 'managed_elsewhere',
          message:
            'Users are managed at the sign-in provider (https://district.auth0.com/), not here.',
        });
      }
      expect(await stored()).toEqual(before);
    });

    it('still lists roles and landing pages, and gives landing page paths', async () => {
      expect((await call('GET', `${BASE}/list-user-roles`)).statusCode).toBe(200);
      expect((await call('GET', `${BASE}/list-user-landing-pages`)).statusCode).toBe(200);
      expect((await call('GET', `${BASE}/list-user-landing-pages/1`)).json()).toEqual({
        landing_page_name: 'Public Map',
        landing_page_path: '/',
      });
    });
  });

  it('describes the routes in the OpenAPI document', async () => {
    const response = await api.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, Record<string, unknown>>>;
    const operations = Object.entries(paths)
      .filter(([path]) => path.startsWith(BASE))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      );
    expect(operations.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      `delete ${USERS}/{auth0_user_id}`,
      `get ${BASE}/list-user-landing-pages`,
      `get ${BASE}/list-user-landing-pages/{id}`,
      `get ${BASE}/list-user-roles`,
      `get ${USERS}`,
      `get ${USERS}/{auth0_user_id}`,
      `post ${USERS}`,
      `put ${USERS}`,
    ]);
    for (const { operation } of operations) {
      expect(operation).toMatchObject({ tags: ['Users management'], summary: expect.any(String) });
    }
    const created = paths[USERS]!.post!.responses as Record<string, unknown>;
    expect(JSON.stringify(created['201'])).toContain('associated_facilities');
    expect(Object.keys(created)).toEqual(expect.arrayContaining(['400', '401', '403', '409']));
    expect(JSON.stringify(paths[USERS]!.put!.requestBody)).not.toContain('password');
  });
});
