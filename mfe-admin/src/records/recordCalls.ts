import { callEndpoint } from '@headgate/api-client';
import type { GridValidRowModel } from '@mui/x-data-grid';
import {
  auditEndpoints,
  versionOfRow,
  type Endpoint,
  type EndpointResponse,
  type RecordDescriptor,
} from '@headgate/contracts';

/** A record's id: a number, or a user's id at the sign-in provider. */
export type RecordId = number | string;

/** A row of a list endpoint's answer, as its contract answers it. */
export type RowOf<E extends Endpoint> =
  EndpointResponse<E> extends readonly (infer Row)[] ? Row & GridValidRowModel : never;

/** A row of a record's list. */
export type RecordRow<R extends RecordDescriptor> = RowOf<R['endpoints']['list']>;

/**
 * An endpoint known only by its shape, taking path parameters and a body: the calls a page
 * makes for any record or link table, whose inputs it builds by name.
 */
export type EndpointTaking = Endpoint & {
  readonly params: NonNullable<Endpoint['params']>;
  readonly body: NonNullable<Endpoint['body']>;
};

/** The id of a row of the record (its `idKey` field). */
export function recordIdOf<R extends RecordDescriptor>(record: R, row: RecordRow<R>): RecordId {
  return (row as Record<string, RecordId>)[record.idKey]!;
}

/** The version of a row as the page shows it: what its edit or deletion is conditional on. */
export function recordVersionOf<R extends RecordDescriptor>(record: R, row: RecordRow<R>): string {
  return versionOfRow(record, row);
}

/** What a change of the record makes stale: its list, its history, and what else the page says. */
export function recordChanges(
  record: RecordDescriptor,
  alsoInvalidates: readonly Endpoint[] = [],
): Endpoint[] {
  return [record.endpoints.list, auditEndpoints.history, ...alsoInvalidates];
}

// The descriptor's calls all name the record by its `idKey`; a call whose path does not name it
// (a user's update carries the id in its body) leaves the parameter out of its URL.
const byId = (record: RecordDescriptor, id: RecordId) => ({ params: { [record.idKey]: id } });

/**
 * Creates the record (id null) or replaces it (spec §4: saving creates when the id is absent);
 * a replacement with the `version` it was shown at is refused (`StaleRecordError`) if someone
 * changed the record since.
 */
export function saveRecord(
  record: RecordDescriptor,
  id: RecordId | null,
  body: unknown,
  version?: string,
) {
  return id === null
    ? callEndpoint(record.endpoints.create as EndpointTaking, { params: {}, body })
    : callEndpoint(
        record.endpoints.update as EndpointTaking,
        { ...byId(record, id), body },
        { ifMatch: version },
      );
}

/** Deletes the record; with its `version`, only if nobody changed it since (as `saveRecord`). */
export function deleteRecord(record: RecordDescriptor, id: RecordId, version?: string) {
  return callEndpoint(
    record.endpoints.remove as EndpointTaking,
    { ...byId(record, id), body: undefined },
    { ifMatch: version },
  );
}
