import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import {
  associationEndpoints,
  linkSetVersion,
  type AuditedEntity,
  type Endpoint,
} from '@headgate/contracts';
import { adminRefusals } from '../../../core/api/adminRefusals';
import { BadRequest } from '../../../core/api/refusals';
import { registerEndpoint, type EndpointHandler } from '../../../core/api/registerEndpoint';
import { actorOf } from '../../../core/audit/auditActor';
import { recordAudit } from '../../../core/audit/recordAudit';
import { inTransaction } from '../../../core/database/inTransaction';
import { facilitiesWithTypes } from '../../../core/catalog/facilitiesWithTypes';
import { lockRecord } from '../../../core/recordVersions/lockRecord';
import { refuseStaleVersion } from '../../../core/recordVersions/refuseStaleVersion';
import { ifMatchOf, sendVersion } from '../../../core/recordVersions/versionHeaders';
import { recordNotFound, type Queryable } from './recordRoutes';

/**
 * One many-to-many link table edited a whole set at a time from its owner's side. An owner's
 * set is a record of its own: read and replaced whole, versioned by its members
 * (`linkSetVersion`), audited under `entity` and the owner's id.
 */
interface Association {
  /** GET every link. */
  links: Endpoint;
  /** GET `…/:ownerKey` the owner's whole set. */
  read: Endpoint;
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
    read: associationEndpoints.groupContactsOf,
    replace: associationEndpoints.replaceGroupContacts,
    entity: 'group-contacts',
    table: 'group_contacts',
    owner: { key: 'group_ndx', table: 'contact_groups', noun: 'Group' },
    member: { key: 'contact_ndx', table: 'contacts', noun: 'contact' },
  },
  {
    links: associationEndpoints.facilityLocations,
    read: associationEndpoints.facilityLocationsOf,
    replace: associationEndpoints.replaceFacilityLocations,
    entity: 'facility-locations',
    table: 'facility_locations',
    owner: { key: 'facility_ndx', table: 'facilities', noun: 'Facility' },
    member: { key: 'location_ndx', table: 'locations', noun: 'location' },
  },
];

/** The members of one owner, as the audit trail records the set. */
async function membersOf(client: Queryable, association: Association, owner: number) {
  const { member, table } = association;
  const { rows } = await client.query<{ ids: number[] }>(
    `SELECT COALESCE(array_agg(${member.key} ORDER BY ${member.key}), '{}') AS ids
       FROM ${table} WHERE ${association.owner.key} = $1`,
    [owner],
  );
  return rows[0]!.ids;
}

/** An owner's set as the API answers it: one link per member. */
function linksOf(association: Association, owner: number, members: readonly number[]) {
  return members.map((id) => ({ [association.owner.key]: owner, [association.member.key]: id }));
}

/** Refuses an owner that does not exist (404). */
async function requireOwner(db: Queryable, association: Association, owner: number) {
  const { key, table, noun } = association.owner;
  const exists = await db.query(`SELECT 1 FROM ${table} WHERE ${key} = $1`, [owner]);
  if (exists.rows.length === 0) throw recordNotFound(`${noun} ${owner}`);
}

/**
 * Replaces an owner's whole set of members in one transaction (spec §4: Save replaces the full
 * set): every link must name this owner and an existing member, or nothing changes; with
 * `If-Match`, only over that version of the set (the set is locked before it is read).
 */
async function replaceSet(
  pool: pg.Pool,
  request: FastifyRequest,
  association: Association,
  owner: number,
  links: Record<string, number>[],
): Promise<{ links: Record<string, number>[]; version: string }> {
  const { owner: side, member, table } = association;
  if (links.some((link) => link[side.key] !== owner)) {
    throw new BadRequest(side.key, `every link must name ${side.noun.toLowerCase()} ${owner}.`);
  }
  const ids = [...new Set(links.map((link) => link[member.key]!))];
  const actor = await actorOf(pool, request);
  return inTransaction(pool, async (client) => {
    await lockRecord(client, association.entity, owner);
    await requireOwner(client, association, owner);
    const before = await membersOf(client, association, owner);
    await refuseStaleVersion(client, ifMatchOf(request), {
      entity: association.entity,
      id: owner,
      current: linksOf(association, owner, before),
      version: linkSetVersion(before),
    });
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
    return { links: linksOf(association, owner, after), version: linkSetVersion(after) };
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
    const ownerOf = (request: FastifyRequest) =>
      (request.params as Record<string, number>)[owner.key]!;
    register(association.read, async (request, reply) => {
      await requireOwner(pool, association, ownerOf(request));
      const members = await membersOf(pool, association, ownerOf(request));
      sendVersion(reply, linkSetVersion(members));
      return linksOf(association, ownerOf(request), members);
    });
    register(association.replace, async (request, reply) => {
      const { links, version } = await replaceSet(
        pool,
        request,
        association,
        ownerOf(request),
        request.body as Record<string, number>[],
      );
      sendVersion(reply, version);
      return links;
    });
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
