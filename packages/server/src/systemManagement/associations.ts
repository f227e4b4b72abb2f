import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { associationEndpoints, type AuditedEntity, type Endpoint } from '@headgate/contracts';
import { adminRefusals } from '../api/adminRefusals';
import { BadRequest } from '../api/refusals';
import { registerEndpoint, type EndpointHandler } from '../api/registerEndpoint';
import { actorOf } from '../audit/auditActor';
import { recordAudit } from '../audit/recordAudit';
import { inTransaction } from '../database/inTransaction';
import { facilitiesWithTypes } from '../queryAndDownload/downloadLists';
import { recordNotFound } from './recordRoutes';

/** One many-to-many link table edited a whole set at a time from its owner's side. */
interface Association {
  /** GET every link. */
  links: Endpoint;
  /** PUT `…/:ownerKey` the owner's whole set. */
  replace: Endpoint;
  entity: AuditedEntity;
  table: string;
  owner: { key: string; table: string; noun: string };
  member: { key: string; table: string; noun: string };
}

const ASSOCIATIONS: Association[] = [
  {
    links: associationEndpoints.groupContacts,
    replace: associationEndpoints.replaceGroupContacts,
    entity: 'group-contacts',
    table: 'group_contacts',
    owner: { key: 'group_ndx', table: 'contact_groups', noun: 'Group' },
    member: { key: 'contact_ndx', table: 'contacts', noun: 'contact' },
  },
  {
    links: associationEndpoints.facilityLocations,
    replace: associationEndpoints.replaceFacilityLocations,
    entity: 'facility-locations',
    table: 'facility_locations',
    owner: { key: 'facility_ndx', table: 'facilities', noun: 'Facility' },
    member: { key: 'location_ndx', table: 'locations', noun: 'location' },
  },
];

/** The members of one owner, as the audit trail records the set. */
async function membersOf(client: pg.PoolClient, association: Association, owner: number) {
  const { member, table } = association;
  const { rows } = await client.query<{ ids: number[] }>(
    `SELECT COALESCE(array_agg(${member.key} ORDER BY ${member.key}), '{}') AS ids
       FROM ${table} WHERE ${association.owner.key} = $1`,
    [owner],
  );
  return rows[0]!.ids;
}

/**
 * Replaces an owner's whole set of members in one transaction (spec §4: Save replaces the full
 * set): every link must name this owner and an existing member, or nothing changes.
 */
async function replaceSet(
  pool: pg.Pool,
  request: FastifyRequest,
  association: Association,
  owner: number,
  links: Record<string, number>[],
): Promise<Record<string, number>[]> {
  const { owner: side, member, table } = association;
  if (links.some((link) => link[side.key] !== owner)) {
    throw new BadRequest(side.key, `every link must name ${side.noun.toLowerCase()} ${owner}.`);
  }
  const ids = [...new Set(links.map((link) => link[member.key]!))];
  const actor = await actorOf(pool, request);
  return inTransaction(pool, async (client) => {
    const exists = await client.query(`SELECT 1 FROM ${side.table} WHERE ${side.key} = $1`, [
      owner,
    ]);
    if (exists.rows.length === 0) throw recordNotFound(`${side.noun} ${owner}`);
    const { rows: missing } = await client.query<{ id: number }>(
      `SELECT id FROM unnest($1::int[]) AS id
        WHERE NOT EXISTS (SELECT 1 FROM ${member.table} m WHERE m.${member.key} = id)`,
      [ids],
    );
    if (missing.length) {
      throw new BadRequest(
        member.key,
        `no ${member.noun} ${missing.map((row) => row.id).join(', ')}.`,
      );
    }
    const before = await membersOf(client, association, owner);
    await client.query(`DELETE FROM ${table} WHERE ${side.key} = $1`, [owner]);
    await client.query(
      `INSERT INTO ${table} (${side.key}, ${member.key}) SELECT $1, unnest($2::int[])`,
      [owner, ids],
    );
    const after = await membersOf(client, association, owner);
    await recordAudit(
      client,
      actor,
      association.entity,
      owner,
      { [member.key]: before },
      { [member.key]: after },
    );
    return after.map((id) => ({ [side.key]: owner, [member.key]: id }));
  });
}

/** The two association pages' calls (spec §7 Groups, contacts, associations). */
export function associationRoutes(app: FastifyInstance, pool: pg.Pool) {
  // The link tables differ only in names, so their handlers read the parsed input by hand.
  const register = (
    endpoint: Endpoint,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) => registerEndpoint(app, endpoint, handler as EndpointHandler<Endpoint>, adminRefusals);
  for (const association of ASSOCIATIONS) {
    const { owner, member, table } = association;
    register(
      association.links,
      async () =>
        (
          await pool.query(
            `SELECT ${owner.key}, ${member.key} FROM ${table} ORDER BY ${owner.key}, ${member.key}`,
          )
        ).rows,
    );
    register(association.replace, (request) =>
      replaceSet(
        pool,
        request,
        association,
        (request.params as Record<string, number>)[owner.key]!,
        request.body as Record<string, number>[],
      ),
    );
  }

  registerEndpoint(
    app,
    associationEndpoints.facilitiesWithTypes,
    () => facilitiesWithTypes(pool),
    adminRefusals,
  );
  registerEndpoint(
    app,
    associationEndpoints.locations,
    async () =>
      (
        await pool.query(
          `SELECT l.location_ndx, l.location_id, l.location_name, t.location_type_desc
             FROM locations l JOIN location_types t USING (location_type_ndx)
            ORDER BY l.location_name, l.location_ndx`,
        )
      ).rows,
    adminRefusals,
  );
}
