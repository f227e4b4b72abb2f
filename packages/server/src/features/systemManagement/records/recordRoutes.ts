import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { versionOfRow, type Endpoint, type RecordDescriptor } from '@headgate/contracts';
import { adminRefusals } from '../../../core/api/adminRefusals';
import { NotFound } from '../../../core/api/refusals';
import { registerEndpoint, type EndpointHandler } from '../../../core/api/registerEndpoint';
import { actorOf } from '../../../core/audit/auditActor';
import { recordAudit } from '../../../core/audit/recordAudit';
import { inTransaction } from '../../../core/database/inTransaction';
import { lockRecord } from '../../../core/recordVersions/lockRecord';
import { refuseStaleVersion } from '../../../core/recordVersions/refuseStaleVersion';
import { ifMatchOf, sendVersion } from '../../../core/recordVersions/versionHeaders';

/** The refusal for a record id that names no record. */
export const recordNotFound = (what: string) =>
  new NotFound(`${what} does not exist (it may have been deleted).`);

/** Something to query: the pool, or a transaction's connection. */
export type Queryable = Pick<pg.Pool, 'query'>;

/**
 * An editable record of system management: its descriptor (path, id, noun, calls) and how to
 * list, read, create, update and delete it. `recordRoutes` registers the descriptor's calls,
 * each write validated by its body schema, run in one transaction and recorded in the audit
 * trail with the record as the API shows it before and after. Each record answered carries its
 * version as an `ETag`; PUT and DELETE with `If-Match` write only over that version.
 */
export interface RecordDefinition<Body, Row extends object> extends RecordDescriptor {
  /** The standard calls, and the read of one record (GET `path/:idKey`). */
  readonly endpoints: RecordDescriptor['endpoints'] & { readonly read: Endpoint };
  list(db: Queryable): Promise<Row[]>;
  read(db: Queryable, id: number): Promise<Row | null>;
  create(client: pg.PoolClient, body: Body): Promise<number>;
  update(client: pg.PoolClient, id: number, body: Body): Promise<void>;
  /** Deletes the record, or throws a `Conflict` naming what still uses it. */
  remove(client: pg.PoolClient, id: number): Promise<void>;
}

/** How a write goes: a deletion answers no record; `ifMatch` makes it conditional. */
export interface WriteOptions {
  deleting?: boolean;
  /** The request's `If-Match`: the write is refused (412) unless the record is at that version. */
  ifMatch?: string;
}

/**
 * A write of one record inside a transaction, audited: `change` gets the record before (null
 * for a new one) and returns its id; the answer is the record after (null once deleted). An
 * existing record is locked before it is read, so that concurrent writes see each other's
 * result and at most one of several with the same `If-Match` passes.
 */
export async function auditedWrite<Row extends object>(
  pool: pg.Pool,
  request: FastifyRequest,
  definition: Pick<RecordDefinition<unknown, Row>, 'entity' | 'noun' | 'read' | 'versioned'>,
  id: number | null,
  change: (client: pg.PoolClient, before: Row | null) => Promise<number>,
  { deleting = false, ifMatch }: WriteOptions = {},
): Promise<{ id: number; after: Row | null }> {
  const actor = await actorOf(pool, request);
  return inTransaction(pool, async (client) => {
    let before: Row | null = null;
    if (id !== null) {
      await lockRecord(client, definition.entity, id);
      before = await definition.read(client, id);
      if (!before) throw recordNotFound(`${definition.noun} ${id}`);
      await refuseStaleVersion(client, ifMatch, {
        entity: definition.entity,
        id,
        current: before,
        version: versionOfRow(definition, before),
      });
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
  const { endpoints, idKey, noun } = definition;
  // Generic over the record, so the handlers read the parsed id and body by hand; the
  // endpoints' schemas still validate every request and serialise every answer.
  const register = (
    endpoint: Endpoint,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) => registerEndpoint(app, endpoint, handler as EndpointHandler<Endpoint>, adminRefusals);
  const idOf = (request: FastifyRequest) => (request.params as Record<string, number>)[idKey]!;
  /** The record as answered, its version in the `ETag`. */
  const versioned = (reply: FastifyReply, row: Row) => {
    sendVersion(reply, versionOfRow(definition, row));
    return row;
  };
  register(endpoints.list, () => definition.list(pool));
  register(endpoints.read, async (request, reply) => {
    const row = await definition.read(pool, idOf(request));
    if (!row) throw recordNotFound(`${noun} ${idOf(request)}`);
    return versioned(reply, row);
  });
  register(endpoints.create, async (request, reply) => {
    const { after } = await auditedWrite(pool, request, definition, null, (client) =>
      definition.create(client, request.body as Body),
    );
    return versioned(reply, after!);
  });
  register(endpoints.update, async (request, reply) => {
    const id = idOf(request);
    const { after } = await auditedWrite(
      pool,
      request,
      definition,
      id,
      async (client) => {
        await definition.update(client, id, request.body as Body);
        return id;
      },
      { ifMatch: ifMatchOf(request) },
    );
    return versioned(reply, after!);
  });
  register(endpoints.remove, async (request) => {
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
      { deleting: true, ifMatch: ifMatchOf(request) },
    );
    return { deleted: id };
  });
}
