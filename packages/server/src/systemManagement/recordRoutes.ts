import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import * as z from 'zod';
import { apiErrorSchema, type AuditedEntity } from '@headgate/contracts';
import { ADMIN_ROLES } from '@headgate/contracts/roles';
import { actorOf, answerRefusal, inTransaction, notFound, recordAudit } from './recordWrites';

/** Every system-management call is for Administrators and Developers. */
export const adminAccess = { access: { anyOf: ADMIN_ROLES } };
export const adminErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Something to query: the pool, or a transaction's connection. */
export type Queryable = Pick<pg.Pool, 'query'>;

/** Ids are PostgreSQL integers: a larger one is simply unknown. */
const MAX_INTEGER = 2_147_483_647;
export const idParamsSchema = (name: string) =>
  z.object({ [name]: z.coerce.number().int().positive().max(MAX_INTEGER) });

/**
 * An editable record of system management: how to list, read, create, update and delete it.
 * `recordRoutes` turns it into GET/POST on `path` and GET/PUT/DELETE on `path/{idParam}`, each
 * write validated by `bodySchema`, run in one transaction and recorded in the audit trail with
 * the record as the API shows it before and after.
 */
export interface RecordDefinition<Body, Row extends object> {
  path: string;
  idParam: string;
  entity: AuditedEntity;
  /** What the record is called in messages: 'Contact', 'Alert'. */
  noun: string;
  bodySchema: z.ZodType<Body>;
  rowSchema: z.ZodType<Row>;
  list(db: Queryable): Promise<Row[]>;
  read(db: Queryable, id: number): Promise<Row | null>;
  create(client: pg.PoolClient, body: Body): Promise<number>;
  update(client: pg.PoolClient, id: number, body: Body): Promise<void>;
  /** Deletes the record, or throws a RecordRefusal naming what still uses it. */
  remove(client: pg.PoolClient, id: number): Promise<void>;
  tags: string[];
}

/**
 * A write of one record inside a transaction, audited: `change` gets the record before (null
 * for a new one) and returns its id; the answer is the record after (null once deleted).
 */
export async function auditedWrite<Row extends object>(
  pool: pg.Pool,
  request: FastifyRequest,
  definition: Pick<RecordDefinition<unknown, Row>, 'entity' | 'noun' | 'read'>,
  id: number | null,
  change: (client: pg.PoolClient, before: Row | null) => Promise<number>,
  deleting = false,
): Promise<{ id: number; after: Row | null }> {
  const actor = await actorOf(pool, request);
  return inTransaction(pool, async (client) => {
    let before: Row | null = null;
    if (id !== null) {
      before = await definition.read(client, id);
      if (!before) throw notFound(`${definition.noun} ${id}`);
    }
    const written = await change(client, before);
    const after = deleting ? null : await definition.read(client, written);
    await recordAudit(client, actor, definition.entity, written, before, after);
    return { id: written, after };
  });
}

/** Registers the calls of one editable record (see `RecordDefinition`). */
export function recordRoutes<Body, Row extends object>(
  app: FastifyInstance,
  pool: pg.Pool,
  definition: RecordDefinition<Body, Row>,
) {
  // Generic over the record, so the handlers are typed by hand; the schemas still validate
  // every request and serialise every answer.
  const api = app;
  const { path, idParam, noun, tags } = definition;
  const params = idParamsSchema(idParam);
  const idOf = (request: FastifyRequest) => (request.params as Record<string, number>)[idParam]!;
  const answer = async (
    reply: FastifyReply,
    write: () => Promise<unknown>,
    status: 200 | 201 = 200,
  ): Promise<FastifyReply> => {
    try {
      return reply.code(status).send(await write());
    } catch (error) {
      return answerRefusal(reply, error);
    }
  };

  api.get(
    `/api/${path}`,
    {
      config: adminAccess,
      schema: {
        tags,
        summary: `Every ${noun.toLowerCase()}`,
        response: { 200: z.array(definition.rowSchema), ...adminErrors },
      },
    },
    () => definition.list(pool),
  );
  api.get(
    `/api/${path}/:${idParam}`,
    {
      config: adminAccess,
      schema: {
        tags,
        summary: `One ${noun.toLowerCase()}`,
        params,
        response: { 200: definition.rowSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const row = await definition.read(pool, idOf(request));
      return row ?? answerRefusal(reply, notFound(`${noun} ${idOf(request)}`));
    },
  );
  api.post(
    `/api/${path}`,
    {
      config: adminAccess,
      schema: {
        tags,
        summary: `Creates a ${noun.toLowerCase()}`,
        body: definition.bodySchema,
        response: { 201: definition.rowSchema, ...adminErrors },
      },
    },
    (request, reply) =>
      answer(
        reply,
        async () =>
          (
            await auditedWrite(pool, request, definition, null, (client) =>
              definition.create(client, request.body as Body),
            )
          ).after,
        201,
      ),
  );
  api.put(
    `/api/${path}/:${idParam}`,
    {
      config: adminAccess,
      schema: {
        tags,
        summary: `Replaces a ${noun.toLowerCase()}`,
        params,
        body: definition.bodySchema,
        response: { 200: definition.rowSchema, ...adminErrors },
      },
    },
    (request, reply) =>
      answer(reply, async () => {
        const id = idOf(request);
        const { after } = await auditedWrite(pool, request, definition, id, async (client) => {
          await definition.update(client, id, request.body as Body);
          return id;
        });
        return after;
      }),
  );
  api.delete(
    `/api/${path}/:${idParam}`,
    {
      config: adminAccess,
      schema: {
        tags,
        summary: `Deletes a ${noun.toLowerCase()}`,
        params,
        response: { 200: z.object({ deleted: z.number().int() }), ...adminErrors },
      },
    },
    (request, reply) =>
      answer(reply, async () => {
        const id = idOf(request);
        await auditedWrite(
          pool,
          request,
          definition,
          id,
          async (client) => {
            await definition.remove(client, id);
            return id;
          },
          true,
        );
        return { deleted: id };
      }),
  );
}
