import type pg from 'pg';
import { ALERT_TYPES } from '@headgate/contracts';
import { inTransaction } from '../../../core/database/inTransaction';
import { newestReadingSql } from '../../../core/timeseries';
import { jobClaims } from '../jobClaims';
import { serverName } from '../../../core/lifecycle/serverName';
import { alertMessage, type FiringAlert } from './alertMessage';

// Enabled alerts whose condition holds now and whose reset time has passed, with their latest
// reading and who they go to (the contact, or every member of the group).
const FIRING_SQL = `
  SELECT a.alert_request_ndx, a.alert_type_ndx, l.location_name, a.custom_loc_name,
         a.custom_subject, p.parameter_name, u.unit_desc AS units, a.trigger_value,
         latest.result_value AS latest_value, latest.collect_timestamp AS latest_at,
         CASE WHEN a.send_to_contact_ndx IS NOT NULL THEN ARRAY[c.contact_address]
              ELSE ARRAY(SELECT m.contact_address FROM group_contacts gc
                           JOIN contacts m USING (contact_ndx)
                          WHERE gc.group_ndx = a.send_to_group_ndx
                          ORDER BY m.contact_address) END AS recipients
    FROM alert_requests a
    JOIN locations l ON l.location_ndx = a.location_ndx
    JOIN parameters p ON p.parameter_ndx = a.parameter_ndx
    JOIN units u ON u.unit_ndx = p.unit_ndx
    LEFT JOIN contacts c ON c.contact_ndx = a.send_to_contact_ndx
    LEFT JOIN LATERAL (${newestReadingSql({
      location: 'a.location_ndx',
      parameter: 'a.parameter_ndx',
      columns: ['collect_timestamp', 'result_value'],
    })}) latest ON true
   WHERE a.enabled
     AND (a.last_alert_sent IS NULL
          OR a.last_alert_sent <= $1::timestamptz - make_interval(secs => a.reset_hours * 3600))
     AND CASE a.alert_type_ndx
           WHEN ${ALERT_TYPES.above} THEN latest.result_value > a.trigger_value
           WHEN ${ALERT_TYPES.below} THEN latest.result_value < a.trigger_value
           WHEN ${ALERT_TYPES.noData} THEN latest.collect_timestamp IS NULL
             OR latest.collect_timestamp < $1::timestamptz - make_interval(secs => a.trigger_value * 3600)
           ELSE false
         END
   ORDER BY a.alert_request_ndx`;

/**
 * Evaluates every enabled alert at `now` and queues a message in the outbox for each that
 * fires, recording when and to whom on the alert. Each alert is claimed (`jobClaims.firingAlert`:
 * still enabled, reset time passed), so of several servers one queues it, once. An alert with
 * nobody to send to is queued as failed, saying so: never dropped. Each message records the
 * `server` that queued it. Answers how many it queued.
 */
export async function evaluateAlerts(
  pool: pg.Pool,
  now: Date,
  server = serverName(),
): Promise<number> {
  const { rows } = await pool.query<FiringAlert>(FIRING_SQL, [now]);
  let queued = 0;
  for (const alert of rows) {
    const { subject, body } = alertMessage(alert, now);
    const claimed = await inTransaction(pool, async (client) => {
      if (!(await jobClaims.firingAlert(client, alert.alert_request_ndx, now, alert.recipients))) {
        return false;
      }
      const nobody = alert.recipients.length === 0;
      await client.query(
        `INSERT INTO alert_outbox (alert_request_ndx, created_at, recipients, subject, body, status,
                                   last_error, next_attempt_at, queued_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $2, $8)`,
        [
          alert.alert_request_ndx,
          now,
          alert.recipients,
          subject,
          body,
          nobody ? 'failed' : 'pending',
          nobody ? 'Nobody to send to: the alert has no contact, or its group is empty.' : null,
          server,
        ],
      );
      return true;
    });
    if (claimed) queued += 1;
  }
  return queued;
}
