import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import * as z from 'zod';
import {
  associationLocationSchema,
  downloadFacilitySchema,
  facilityLocationLinkSchema,
  facilityLocationsBodySchema,
  groupContactSchema,
  groupContactsBodySchema,
  type AuditedEntity,
} from '@headgate/contracts';
import { facilitiesWithTypes } from '../queryAndDownload/downloadLists';
import { adminAccess, adminErrors, idParamsSchema } from './recordRoutes';
import {
  actorOf,
  answerRefusal,
  inTransaction,
  notFound,
  recordAudit,
  RecordRefusal,
} from './recordWrites';

const tags = ['System management: associations'];

/** One many-to-many link table edited a whole set at a time from its owner's side. */
interface Association {
  path: string;
  entity: AuditedEntity;
  table: string;
  owner: { key: string; table: string; noun: string };
  member: { key: string; table: string; noun: string };
  linkSchema: z.ZodObject;
  bodySchema: z.ZodType<Record<string, number>[]>;
}

const ASSOCIATIONS: Association[] = [
  {
    path: 'assoc-contacts-groups',
    entity: 'group-contacts',
    table: 'group_contacts',
    owner: { key: 'group_ndx', table: 'contact_groups', noun: 'Group' },
    member: { key: 'contact_ndx', table: 'contacts', noun: 'contact' },
    linkSchema: groupContactSchema,
    bodySchema: groupContactsBodySchema,
  },
  {
    path: 'assoc-locations-facilities',
    entity: 'facility-locations',
    table: 'facility_locations',
    owner: { key: 'facility_ndx', table: 'facilities', noun: 'Facility' },
    member: { key: 'location_ndx', table: 'locations', noun: 'location' },
    linkSchema: facilityLocationLinkSchema,
    bodySchema: facilityLocationsBodySchema,
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
    throw new RecordRefusal(
      400,
      'bad_request',
      `${side.key}: every link must name ${side.noun.toLowerCase()} ${owner}.`,
    );
  }
  const ids = [...new Set(links.map((link) => link[member.key]!))];
  const actor = await actorOf(pool, request);
  return inTransaction(pool, async (client) => {
    const exists = await client.query(`SELECT 1 FROM ${side.table} WHERE ${side.key} = $1`, [
      owner,
    ]);
    if (exists.rows.length === 0) throw notFound(`${side.noun} ${owner}`);
    const { rows: missing } = await client.query<{ id: number }>(
      `SELECT id FROM unnest($1::int[]) AS id
        WHERE NOT EXISTS (SELECT 1 FROM ${member.table} m WHERE m.${member.key} = id)`,
      [ids],
    );
    if (missing.length) {
      throw new RecordRefusal(
        400,
        'bad_request',
        `${member.key}: no ${member.noun} ${missing.map((row) => row.id).join(', ')}.`,
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const association of ASSOCIATIONS) {
    const { owner, member, table } = association;
    api.get(
      `/api/${association.path}`,
      {
        config: adminAccess,
        schema: {
          tags,
          summary: `Every ${owner.noun.toLowerCase()}–${member.noun} link`,
          response: { 200: z.array(association.linkSchema), ...adminErrors },
        },
      },
      async () =>
        (
          await pool.query(
            `SELECT ${owner.key}, ${member.key} FROM ${table} ORDER BY ${owner.key}, ${member.key}`,
          )
        ).rows,
    );
    api.put(
      `/api/${association.path}/:${owner.key}`,
      {
        config: adminAccess,
        schema: {
          tags,
          summary: `Replaces a ${owner.noun.toLowerCase()}'s whole set of ${member.noun}s`,
          params: idParamsSchema(owner.key),
          body: association.bodySchema,
          response: { 200: z.array(association.linkSchema), ...adminErrors },
        },
      },
      async (request, reply) => {
        try {
          const ownerNdx = (request.params as Record<string, number>)[owner.key]!;
          return await replaceSet(
            pool,
            request,
            association,
            ownerNdx,
            request.body as Record<string, number>[],
          );
        } catch (error) {
          return answerRefusal(reply, error);
        }
      },
    );
  }

  api.get(
    '/api/list-facilities-with-types',
    {
      config: adminAccess,
      schema: {
        tags,
        summary: 'Every facility with its type',
        response: { 200: z.array(downloadFacilitySchema), ...adminErrors },
      },
    },
    () => facilitiesWithTypes(pool),
  );
  api.get(
    '/api/list-locations-united-only',
    {
      config: adminAccess,
      schema: {
        tags,
        summary: 'Every location, for the association tables',
        response: { 200: z.array(associationLocationSchema), ...adminErrors },
      },
    },
    async () =>
      (
        await pool.query(
          `SELECT l.location_ndx, l.location_id, l.location_name, t.location_type_desc
             FROM locations l JOIN location_types t USING (location_type_ndx)
            ORDER BY l.location_name, l.location_ndx`,
        )
      ).rows,
  );
}
