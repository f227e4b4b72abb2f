import * as z from 'zod';
import { defineEndpoints, type Endpoint } from '../endpointDefinition';
import { idParamSchema } from '../ids';
import { RECORD_TOASTS, type AuditedEntity } from '../systemManagement/systemManagement';
import type { RecordParts } from './recordParts';
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
 * A system-management record (spec §7): its parts (`recordParts`) with their schemas, every write
 * validated with `body`, every answer a `row`. PUT and DELETE take `If-Match`.
 */
export function defineRecord<
  const Path extends string,
  const IdKey extends string,
  Body extends z.ZodObject,
  Row extends z.ZodObject,
>(
  parts: RecordParts<Path, IdKey>,
  schemas: {
    body: Body;
    row: Row;
    /** Body fields left out of the version: the server's jobs write them as well as people. */
    unversioned?: readonly (keyof Body['shape'] & string)[];
  },
) {
  const { calls, ...record } = parts;
  const { body, row, unversioned = [] } = schemas;
  const stale = staleRecordSchema(row);
  const params = idParamsSchema(record.idKey);
  return {
    ...record,
    toasts: RECORD_TOASTS,
    versioned: versionedFields(body, row, unversioned),
    endpoints: defineEndpoints(calls, {
      list: { response: z.array(row) },
      read: { params, response: row },
      create: { body, response: row },
      update: { params, body, response: row, preconditionFailed: stale },
      remove: { params, response: recordDeletedSchema, preconditionFailed: stale },
    }),
  } satisfies RecordDescriptor;
}
