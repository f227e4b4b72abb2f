import * as z from 'zod';
import { defineEndpoint, type Endpoint } from '../endpointDefinition';
import { idParamSchema } from '../ids';
import { ADMIN_ROLES } from '../roles';
import { RECORD_TOASTS, type AuditedEntity } from '../systemManagement';

/** The path parameters of one record: its id under `key`, a positive PostgreSQL integer. */
export function idParamsSchema<const Key extends string>(key: Key) {
  const id = idParamSchema;
  return z.object({ [key]: id } as { [K in Key]: typeof id });
}

/** The toasts of a saved, updated or deleted record (spec §8). */
export type RecordToasts = Readonly<Record<keyof typeof RECORD_TOASTS, string>>;

/**
 * An editable record of the admin pages, defined once: where it lives, its id, what it is
 * called, and the calls that list, create, update and delete it. The server registers those
 * calls from it; the records page, its form and the audit trail's history use the same one.
 */
export interface RecordDescriptor {
  /** The collection's path under `/api/`. */
  readonly path: string;
  /** The row field holding the id, and the name of the id's path parameter. */
  readonly idKey: string;
  readonly entity: AuditedEntity;
  /** What the record is called in messages: 'Contact', 'Alert'. */
  readonly noun: string;
  readonly toasts: RecordToasts;
  readonly endpoints: {
    readonly list: Endpoint;
    /** One record by id, where the API offers it. */
    readonly read?: Endpoint;
    readonly create: Endpoint;
    readonly update: Endpoint;
    readonly remove: Endpoint;
  };
}

/** The answer of a record's deletion: the id that was deleted. */
export const recordDeletedSchema = z.object({ deleted: z.number().int() });

/**
 * A system-management record (spec §7): GET and POST on `path`, GET, PUT and DELETE on
 * `path/:idKey`, for Administrators and Developers; every write validated with `body`, every
 * answer a `row`.
 */
export function defineRecord<
  const Path extends string,
  const IdKey extends string,
  Body extends z.ZodType,
  Row extends z.ZodType,
>(record: {
  path: Path;
  idKey: IdKey;
  entity: AuditedEntity;
  noun: string;
  body: Body;
  row: Row;
  tags: readonly string[];
}) {
  const { path, idKey, entity, noun, body, row, tags } = record;
  const access = { anyOf: ADMIN_ROLES };
  const params = idParamsSchema(idKey);
  const collection = `/api/${path}` as const;
  const one = `/api/${path}/:${idKey}` as const;
  const named = noun.toLowerCase();
  return {
    path,
    idKey,
    entity,
    noun,
    toasts: RECORD_TOASTS,
    endpoints: {
      list: defineEndpoint({
        method: 'GET',
        path: collection,
        response: z.array(row),
        access,
        tags,
        summary: `Every ${named}`,
      }),
      read: defineEndpoint({
        method: 'GET',
        path: one,
        params,
        response: row,
        access,
        tags,
        summary: `One ${named}`,
      }),
      create: defineEndpoint({
        method: 'POST',
        path: collection,
        body,
        response: row,
        status: 201,
        access,
        tags,
        summary: `Creates a ${named}`,
      }),
      update: defineEndpoint({
        method: 'PUT',
        path: one,
        params,
        body,
        response: row,
        access,
        tags,
        summary: `Replaces a ${named}`,
      }),
      remove: defineEndpoint({
        method: 'DELETE',
        path: one,
        params,
        response: recordDeletedSchema,
        access,
        tags,
        summary: `Deletes a ${named}`,
      }),
    },
  } satisfies RecordDescriptor;
}
