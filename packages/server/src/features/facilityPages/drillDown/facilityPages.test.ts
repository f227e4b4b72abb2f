import { ROLES, type Role } from '@headgate/contracts';
import { expectBadRequest, useTestApi } from '../../../core/api/testing/apiFixture';
import { DRIVERS } from '../../../core/database/testing/testDatabases';
import { embeddedBearer } from '../../usersManagement/users/testing/embeddedTokens';
import { getAs, type FacilityCaller as Caller } from './testing/facilityCallers';
import { insertFacilityFixture, LOCATION, OTHER_USER, OWN_USER } from './testing/facilityFixture';

jest.setTimeout(60_000);

const EVERY_FACILITY = [37, 39, 38, 41, 1778];

describe.each(DRIVERS)('facility pages on %s', (driver) => {
  const api = useTestApi(driver, insertFacilityFixture);

  const get = (url: string, caller: Caller) => getAs(api, url, caller);

  describe('GET /api/facility-pages', () => {
    const listed = async (caller: Caller) => {
      const response = await get('/api/facility-pages', caller);
      expect(response.statusCode).toBe(200);
      return response.json().map((item: { facility_ndx: number }) => item.facility_ndx);
    };

    it('lists every facility by type, display order and name, with its type', async () => {
      const response = await get('/api/facility-pages', 'Administrator');
      expect(response.json()).toEqual([
        {
          facility_ndx: 37,
          facility_name: 'Lupton Bottoms Storage',
          facility_type_ndx: 1,
          facility_type_desc: 'Storage',
          display_order: 1,
        },
        expect.objectContaining({ facility_ndx: 39, facility_name: 'Alpha Storage' }),
        expect.objectContaining({ facility_ndx: 38, facility_name: 'Platte Valley Storage' }),
        expect.objectContaining({ facility_ndx: 41, facility_type_desc: 'Recharge' }),
        expect.objectContaining({ facility_ndx: 1778, facility_type_desc: 'Wells' }),
      ]);
    });

    // A User lists what a visitor does: signing in never shows less.
    it.each<Caller>([
      'anonymous',
      'Administrator',
      'Developer',
      'All Data User',
      'River Photos',
      'own User',
      'other User',
    ])('lists every facility to %s', async (caller) =>
      expect(await listed(caller)).toEqual(EVERY_FACILITY),
    );
  });

  describe('GET /api/authorized-facilities', () => {
    const listedFor = async (role: Role, user: string) => {
      const headers = await embeddedBearer(api.db, [role], user);
      const response = await api.app.inject({ url: '/api/authorized-facilities', headers });
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    it.each(ROLES)(
      'lists a %s the facilities that name them, in list order, with their icons',
      async (role) => {
        expect(await listedFor(role, OWN_USER)).toEqual([
          {
            facility_ndx: 37,
            facility_name: 'Lupton Bottoms Storage',
            facility_type_ndx: 1,
            facility_type_desc: 'Storage',
            display_order: 1,
            icon_name: 'Waves',
          },
          expect.objectContaining({ facility_ndx: 41, icon_name: 'Opacity' }),
        ]);
      },
    );

    it.each(ROLES)('lists nothing to a %s no facility names', async (role) => {
      expect(await listedFor(role, OTHER_USER)).toEqual([]);
    });

    it('serves a type without an icon as null', async () => {
      const setAuthorizedUsers = (users: string) =>
        api.db.pool.query(
          `UPDATE facilities SET authorized_users = '${users}' WHERE facility_ndx = 1778`,
        );
      await setAuthorizedUsers(`{${OWN_USER}}`);
      try {
        expect(await listedFor('Administrator', OWN_USER)).toContainEqual(
          expect.objectContaining({ facility_ndx: 1778, icon_name: null }),
        );
      } finally {
        await setAuthorizedUsers('{}');
      }
    });

    it('answers an anonymous visitor 401', async () => {
      expect((await get('/api/authorized-facilities', 'anonymous')).statusCode).toBe(401);
    });
  });

  describe('GET /api/facility-pages/:facilityNdx', () => {
    const fullDetails = {
      facility_ndx: 37,
      facility_name: 'Lupton Bottoms Storage',
      facility_type_ndx: 1,
      facility_type_desc: 'Storage',
      display_order: 1,
      facility: 'LBR',
      widget_order: ['pctfull', 'ytd', 'lastfew', 'monthly'],
      axis2_min: 0,
      axis2_max: 4500,
      view: 'full',
      locations: [
        {
          location_ndx: LOCATION.reservoir,
          location_id: 'LBR',
          location_name: 'Reservoir',
          legend_color: '#2CA02C',
        },
        expect.objectContaining({ location_ndx: LOCATION.out, location_id: 'LBR-OUT' }),
        expect.objectContaining({ location_ndx: LOCATION.in, location_id: 'LBR-IN' }),
        expect.objectContaining({ location_ndx: LOCATION.spare, location_id: 'LBR-SPARE' }),
      ],
    };

    it.each<Caller>(['Administrator', 'Developer', 'All Data User', 'own User'])(
      'shows %s the full view, locations in display order',
      async (caller) => {
        const response = await get('/api/facility-pages/37', caller);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(fullDetails);
      },
    );

    // A User the facility does not name sees what an anonymous visitor sees, never less.
    it.each<Caller>(['anonymous', 'River Photos', 'other User'])(
      'shows %s the public view, without locations',
      async (caller) => {
        const response = await get('/api/facility-pages/37', caller);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ ...fullDetails, view: 'public', locations: [] });
      },
    );

    it("shows a User another facility's public view, and gives the default widget order", async () => {
      const unassigned = await get('/api/facility-pages/38', 'own User');
      expect(unassigned.statusCode).toBe(200);
      expect(unassigned.json()).toMatchObject({ facility_ndx: 38, view: 'public', locations: [] });
      const other = await get('/api/facility-pages/38', 'Administrator');
      expect(other.json()).toMatchObject({
        widget_order: ['ytd', 'lastfew', 'monthly', 'pctfull'],
        axis2_min: null,
        locations: [],
      });
    });

    it('answers 404 for an unknown facility, before any refusal', async () => {
      for (const caller of ['anonymous', 'other User'] as const) {
        const response = await get('/api/facility-pages/999', caller);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found', message: 'No facility 999.' });
      }
    });

    it.each(['abc', '0', '1.5', '99999999999'])('rejects facility %s with 400', async (ndx) => {
      expectBadRequest(await get(`/api/facility-pages/${ndx}`, 'Administrator'), 'facilityNdx');
    });
  });
});
