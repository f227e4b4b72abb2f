import type pg from 'pg';
import {
  WIDGET_KEYS,
  type AuthorizedFacility,
  type FacilityDetails,
  type FacilityListItem,
  type FacilityLocationItem,
} from '@headgate/contracts';

/** A facility's details card (without the caller's view), and the users it is authorised for. */
export interface FacilityRecord {
  card: Omit<FacilityDetails, 'view' | 'locations'>;
  authorizedUsers: string[];
}

type FacilityRow = Omit<FacilityRecord['card'], 'widget_order'> & {
  widget_order: string[];
  authorized_users: string[];
};

const LIST_COLUMNS = `f.facility_ndx, f.facility_name, f.facility_type_ndx, t.facility_type_desc,
       f.display_order`;

/** Every facility, ordered by facility type, then display order, then name. */
export async function listFacilities(pool: pg.Pool): Promise<FacilityListItem[]> {
  const { rows } = await pool.query<FacilityListItem>(
    `SELECT ${LIST_COLUMNS}
       FROM facilities f JOIN facility_types t USING (facility_type_ndx)
      ORDER BY f.facility_type_ndx, f.display_order, f.facility_name, f.facility_ndx`,
  );
  return rows;
}

/**
 * The facilities whose `authorized_users` name this user, with their type's icon, in the
 * facilities list's order: the sidebar's entries (spec/dashboard.md §2 "App shell").
 */
export async function listAuthorizedFacilities(
  pool: pg.Pool,
  user: string,
): Promise<AuthorizedFacility[]> {
  const { rows } = await pool.query<AuthorizedFacility>(
    `SELECT ${LIST_COLUMNS}, t.icon_name
       FROM facilities f JOIN facility_types t USING (facility_type_ndx)
      WHERE $1::text = ANY (f.authorized_users)
      ORDER BY f.facility_type_ndx, f.display_order, f.facility_name, f.facility_ndx`,
    [user],
  );
  return rows;
}

const isWidgetKey = (key: string): key is (typeof WIDGET_KEYS)[number] =>
  (WIDGET_KEYS as readonly string[]).includes(key);

/** One facility, or null when there is none with this id. Unknown widget keys are left out. */
export async function findFacility(
  pool: pg.Pool,
  facilityNdx: number,
): Promise<FacilityRecord | null> {
  const { rows } = await pool.query<FacilityRow>(
    `SELECT ${LIST_COLUMNS}, f.facility, f.widget_order, f.axis2_min, f.axis2_max,
            f.authorized_users
       FROM facilities f JOIN facility_types t USING (facility_type_ndx)
      WHERE f.facility_ndx = $1`,
    [facilityNdx],
  );
  const row = rows[0];
  if (!row) return null;
  const { authorized_users: authorizedUsers, widget_order: widgetOrder, ...card } = row;
  return { card: { ...card, widget_order: widgetOrder.filter(isWidgetKey) }, authorizedUsers };
}

/** The facility's locations in display order (then name), as the pickers and columns show them. */
export async function facilityLocations(
  pool: pg.Pool,
  facilityNdx: number,
): Promise<FacilityLocationItem[]> {
  const { rows } = await pool.query<FacilityLocationItem>(
    `SELECT l.location_ndx, l.location_id, l.location_name, l.legend_color
       FROM facility_locations fl JOIN locations l USING (location_ndx)
      WHERE fl.facility_ndx = $1
      ORDER BY l.display_order, l.location_name, l.location_ndx`,
    [facilityNdx],
  );
  return rows;
}
