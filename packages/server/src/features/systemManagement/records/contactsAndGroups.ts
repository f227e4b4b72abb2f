import type pg from 'pg';
import {
  contactsRecord,
  groupsRecord,
  type contactBodySchema,
  type Contact,
  type Group,
  type groupBodySchema,
} from '@headgate/contracts';
import type * as z from 'zod';
import { deleteRow, insertRow, updateRow } from './columnWrites';
import { Conflict } from '../../../core/api/refusals';
import type { Queryable, RecordDefinition } from './recordRoutes';

// What uses each contact: the groups holding it and the alerts sent to it.
const CONTACTS_SQL = `
  SELECT c.contact_ndx, c.contact_address, c.contact_name, c.contact_org, c.remark,
         ARRAY(SELECT 'group ' || g.group_desc FROM group_contacts gc
                 JOIN contact_groups g USING (group_ndx)
                WHERE gc.contact_ndx = c.contact_ndx ORDER BY g.group_desc)
      || ARRAY(SELECT 'alert ' || a.alert_request_ndx FROM alert_requests a
                WHERE a.send_to_contact_ndx = c.contact_ndx ORDER BY a.alert_request_ndx)
         AS used_by
    FROM contacts c`;

/** The alerts sent to each group: a group in use cannot be deleted. */
export async function groupsInUse(
  db: Queryable,
  groupNdx?: number,
): Promise<{ group_ndx: number; used_by: string[] }[]> {
  const { rows } = await db.query<{ group_ndx: number; used_by: string[] }>(
    `SELECT send_to_group_ndx AS group_ndx,
            array_agg('alert ' || alert_request_ndx ORDER BY alert_request_ndx) AS used_by
       FROM alert_requests
      WHERE send_to_group_ndx IS NOT NULL AND ($1::int IS NULL OR send_to_group_ndx = $1)
      GROUP BY send_to_group_ndx ORDER BY send_to_group_ndx`,
    [groupNdx ?? null],
  );
  return rows;
}

type ContactBody = z.output<typeof contactBodySchema>;
type GroupBody = z.output<typeof groupBodySchema>;

export const contactRecords: RecordDefinition<ContactBody, Contact> = {
  ...contactsRecord,
  list: async (db) =>
    (await db.query<Contact>(`${CONTACTS_SQL} ORDER BY lower(c.contact_name), c.contact_ndx`)).rows,
  read: async (db, id) =>
    (await db.query<Contact>(`${CONTACTS_SQL} WHERE c.contact_ndx = $1`, [id])).rows[0] ?? null,
  create: (client, body) => insertRow(client, 'contacts', 'contact_ndx', body),
  update: (client, id, body) => updateRow(client, 'contacts', 'contact_ndx', id, body),
  async remove(client: pg.PoolClient, id) {
    const contact = await contactRecords.read(client, id);
    if (contact?.used_by.length) {
      throw new Conflict(
        'in_use',
        `${contact.contact_name} cannot be deleted: used by ${contact.used_by.join(', ')}.`,
      );
    }
    await deleteRow(client, 'contacts', 'contact_ndx', id);
  },
};

export const groupRecords: RecordDefinition<GroupBody, Group> = {
  ...groupsRecord,
  list: async (db) =>
    (
      await db.query<Group>(
        'SELECT group_ndx, group_desc, remark FROM contact_groups ORDER BY lower(group_desc), group_ndx',
      )
    ).rows,
  read: async (db, id) =>
    (
      await db.query<Group>(
        'SELECT group_ndx, group_desc, remark FROM contact_groups WHERE group_ndx = $1',
        [id],
      )
    ).rows[0] ?? null,
  create: (client, body) => insertRow(client, 'contact_groups', 'group_ndx', body),
  update: (client, id, body) => updateRow(client, 'contact_groups', 'group_ndx', id, body),
  async remove(client, id) {
    const [use] = await groupsInUse(client, id);
    if (use) {
      const group = await groupRecords.read(client, id);
      throw new Conflict(
        'in_use',
        `${group?.group_desc ?? `Group ${id}`} cannot be deleted: used by ${use.used_by.join(', ')}.`,
      );
    }
    await deleteRow(client, 'contact_groups', 'group_ndx', id);
  },
};
