import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type * as z from 'zod';
import {
  alertEndpoints,
  alertsRecord,
  type alertRequestBodySchema,
  type AlertRequest,
} from '@headgate/contracts';
import { adminRefusals } from '../../../core/api/adminRefusals';
import { BadRequest } from '../../../core/api/refusals';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import { newestReadingSql } from '../../../core/timeseries';
import { deleteRow, insertRow, updateRow } from './columnWrites';
import { auditedWrite, type Queryable, type RecordDefinition } from './recordRoutes';

type LookupName = 'alertTypes' | 'locations' | 'parameters' | 'sendTo';
type AlertBody = z.output<typeof alertRequestBodySchema>;

// Each alert with the names it refers to, who it goes to, and its series' latest reading.
const ALERTS_SQL = `
  SELECT a.alert_request_ndx, a.enabled, a.alert_type_ndx, t.alert_type, a.location_ndx,
         l.location_name AS location, a.parameter_ndx, p.parameter_name AS parameter,
         u.unit_desc AS units, a.trigger_value, a.reset_hours,
         COALESCE(a.send_to_contact_ndx, -a.send_to_group_ndx) AS merged_address_ndx,
         COALESCE(c.contact_name, g.group_desc) AS send_to,
         COALESCE(c.contact_address,
           (SELECT string_agg(gc_c.contact_address, ', ' ORDER BY gc_c.contact_address)
              FROM group_contacts gc JOIN contacts gc_c USING (contact_ndx)
             WHERE gc.group_ndx = g.group_ndx)) AS send_to_details,
         a.custom_subject, a.custom_loc_name, a.notes,
         to_char(a.last_alert_sent AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_alert_sent,
         a.last_alert_sent_to_details,
         latest.result_value AS most_recent_value,
         to_char(latest.collect_timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
           AS most_recent_timestamp
    FROM alert_requests a
    JOIN alert_types t USING (alert_type_ndx)
    JOIN locations l ON l.location_ndx = a.location_ndx
    JOIN parameters p ON p.parameter_ndx = a.parameter_ndx
    JOIN units u ON u.unit_ndx = p.unit_ndx
    LEFT JOIN contacts c ON c.contact_ndx = a.send_to_contact_ndx
    LEFT JOIN contact_groups g ON g.group_ndx = a.send_to_group_ndx
    LEFT JOIN LATERAL (${newestReadingSql({
      location: 'a.location_ndx',
      parameter: 'a.parameter_ndx',
      columns: ['collect_timestamp', 'result_value'],
    })}) latest ON true`;

async function readAlert(db: Queryable, id: number): Promise<AlertRequest | null> {
  const { rows } = await db.query<AlertRequest>(`${ALERTS_SQL} WHERE a.alert_request_ndx = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

/** The columns of an alert's body; checks what the schema cannot (it needs the database). */
async function alertColumns(client: pg.PoolClient, body: AlertBody) {
  const { rows } = await client.query(
    'SELECT 1 FROM location_parameters WHERE location_ndx = $1 AND parameter_ndx = $2',
    [body.location_ndx, body.parameter_ndx],
  );
  if (rows.length === 0) {
    throw new BadRequest('parameter_ndx', 'the chosen location does not record this parameter.');
  }
  const { merged_address_ndx: sendTo, ...columns } = body;
  if (sendTo !== null) {
    const [table, key] = sendTo > 0 ? ['contacts', 'contact_ndx'] : ['contact_groups', 'group_ndx'];
    const found = await client.query(`SELECT 1 FROM ${table} WHERE ${key} = $1`, [
      Math.abs(sendTo),
    ]);
    if (found.rows.length === 0) {
      throw new BadRequest('merged_address_ndx', 'the chosen contact or group does not exist.');
    }
  }
  return {
    ...columns,
    send_to_contact_ndx: sendTo !== null && sendTo > 0 ? sendTo : null,
    send_to_group_ndx: sendTo !== null && sendTo < 0 ? -sendTo : null,
  };
}

export const alertRecords: RecordDefinition<AlertBody, AlertRequest> = {
  ...alertsRecord,
  list: async (db) =>
    (await db.query<AlertRequest>(`${ALERTS_SQL} ORDER BY a.alert_request_ndx`)).rows,
  read: readAlert,
  create: async (client, body) =>
    insertRow(client, 'alert_requests', 'alert_request_ndx', await alertColumns(client, body)),
  update: async (client, id, body) =>
    updateRow(client, 'alert_requests', 'alert_request_ndx', id, await alertColumns(client, body)),
  remove: (client, id) => deleteRow(client, 'alert_requests', 'alert_request_ndx', id),
};

/** The alerts' lookups (spec §7 Alerts) and the inline edit of `enabled`. */
export function alertLookupRoutes(app: FastifyInstance, pool: pg.Pool) {
  const lookup = (endpoint: (typeof alertEndpoints)[LookupName], sql: string) =>
    registerEndpoint(app, endpoint, async () => (await pool.query(sql)).rows, adminRefusals);

  lookup(
    alertEndpoints.alertTypes,
    'SELECT alert_type_ndx, alert_type FROM alert_types ORDER BY alert_type_ndx',
  );
  lookup(
    alertEndpoints.locations,
    'SELECT location_ndx, location_name FROM locations ORDER BY location_name, location_ndx',
  );
  lookup(
    alertEndpoints.parameters,
    `SELECT p.parameter_ndx, p.parameter_name, u.unit_desc AS units, lp.location_ndx
       FROM location_parameters lp JOIN parameters p USING (parameter_ndx)
       JOIN units u ON u.unit_ndx = p.unit_ndx
      ORDER BY lp.location_ndx, p.parameter_name`,
  );
  lookup(
    alertEndpoints.sendTo,
    `SELECT contact_ndx AS merged_address_ndx, contact_name AS send_to,
            contact_address AS send_to_details, false AS is_group
       FROM contacts
     UNION ALL
     SELECT -g.group_ndx, g.group_desc,
            COALESCE((SELECT string_agg(c.contact_address, ', ' ORDER BY c.contact_address)
                        FROM group_contacts gc JOIN contacts c USING (contact_ndx)
                       WHERE gc.group_ndx = g.group_ndx), ''),
            true
       FROM contact_groups g
      ORDER BY is_group, send_to`,
  );

  registerEndpoint(
    app,
    alertEndpoints.setEnabled,
    async (request) => {
      const id = request.params.alert_request_ndx;
      const { after } = await auditedWrite(pool, request, alertRecords, id, async (client) => {
        await updateRow(client, 'alert_requests', 'alert_request_ndx', id, request.body);
        return id;
      });
      return after!;
    },
    adminRefusals,
  );
}
