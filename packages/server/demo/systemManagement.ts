import type pg from 'pg';
import { ALERT_TYPES } from '@headgate/contracts';
import { insertWithIds } from './insertRows';
import { PARAMETER } from './referenceLists';

// The demo's people and alerts: a ditch rider, the district engineer and the on-call phone,
// one group, and alerts on the spec's default stations. Addresses are example.org.
const CONTACTS = [
  [1, 'rider@example.org', 'Dana Rider', 'Lupton Bottoms Ditch Co.', null],
  [2, 'engineer@example.org', 'Sam Engineer', 'Water District 2', 'Reservoir operations'],
  [3, '3035550123@vtext.com', 'On-call phone', 'Water District 2', 'SMS through Verizon'],
] as const;

const GROUPS = [[1, 'Reservoir operators', 'Told when a reservoir runs high or low']] as const;
const GROUP_CONTACTS = [
  [1, 2],
  [1, 3],
] as const;

const ALERTS = [
  // location 2 (inlet) flow above 80 cfs → the operators; location 1 (reservoir) level below 8 ft → the engineer.
  [1, true, ALERT_TYPES.above, 2, PARAMETER.flow, 80, 12, null, 1, null, 'Inlet', 'High inflow'],
  [2, true, ALERT_TYPES.below, 1, PARAMETER.waterLevel, 8, 24, 2, null, null, null, null],
  [3, false, ALERT_TYPES.noData, 6, PARAMETER.waterLevel, 6, 24, 1, null, null, null, null],
] as const;

/** Seeds the demo's contacts, group and alerts, with their serials moved past the ids. */
export async function insertSystemManagement(client: pg.ClientBase): Promise<void> {
  await insertWithIds(
    client,
    'contacts',
    ['contact_ndx', 'contact_address', 'contact_name', 'contact_org', 'remark'],
    CONTACTS,
    'contact_ndx',
  );
  await insertWithIds(
    client,
    'contact_groups',
    ['group_ndx', 'group_desc', 'remark'],
    GROUPS,
    'group_ndx',
  );
  await insertWithIds(client, 'group_contacts', ['group_ndx', 'contact_ndx'], GROUP_CONTACTS);
  await insertWithIds(
    client,
    'alert_requests',
    [
      'alert_request_ndx',
      'enabled',
      'alert_type_ndx',
      'location_ndx',
      'parameter_ndx',
      'trigger_value',
      'reset_hours',
      'send_to_contact_ndx',
      'send_to_group_ndx',
      'notes',
      'custom_loc_name',
      'custom_subject',
    ],
    ALERTS,
    'alert_request_ndx',
  );
}
