import * as z from 'zod';
import { defineEndpoint, type Endpoint } from '../endpointDefinition';
import { idParamSchema } from '../ids';
import { ADMIN_ROLES } from '../roles';
import { RECORD_TOASTS, type AuditedEntity } from '../systemManagement';
import { staleRecordSchema } from './staleRecord';

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
  /**
   * The row's fields its version covers (`versionOfRow`): what a person edits. Fields derived
   * from other records or written by the server's jobs are left out (see `versionOfRow`).
   */
  readonly versioned: readonly string[];
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
 * The fields a record's version covers: those of its row that its body replaces, less the
 * `unversioned` ones (fields the server's jobs write too).
 */
function versionedFields(body: z.ZodObject, row: z.ZodObject, unversioned: readonly string[]) {
  return Object.keys(body.shape).filter(
    (field) => field in row.shape && !unversioned.includes(field),
  );
}

/**
 * A system-management record (spec §7): GET and POST on `path`, GET, PUT and DELETE on
 * `path/:idKey`, for Administrators and Developers; every write validated with `body`, every
 * answer a `row`. The record's version comes as an `ETag` with each record answered; PUT and
 * DELETE take `If-Match` (issue 25).
 */
export function defineRecord<
  const Path extends string,
  const IdKey extends string,
  Body extends z.ZodObject,
  Row extends z.ZodObject,
>(record: {
  path: Path;
  idKey: IdKey;
  entity: AuditedEntity;
  noun: string;
  body: Body;
  row: Row;
  tags: readonly string[];
  /** Body fields left out of the version: the server's jobs write them as well as people. */
  unversioned?: readonly (keyof Body['shape'] & string)[];
}) {
  const { path, idKey, entity, noun, body, row, tags, unversioned = [] } = record;
  const stale = staleRecordSchema(row);
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
    versioned: versionedFields(body, row, unversioned),
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
        etag: true,
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
        etag: true,
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
        etag: true,
        preconditionFailed: stale,
        access,
        tags,
        summary: `Replaces a ${named}`,
      }),
      remove: defineEndpoint({
        method: 'DELETE',
        path: one,
        params,
        response: recordDeletedSchema,
        preconditionFailed: stale,
        access,
        tags,
        summary: `Deletes a ${named}`,
      }),
    },
  } satisfies RecordDescriptor;
}
