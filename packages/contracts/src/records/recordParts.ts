import { defineCalls } from '../endpointDefinition';
import { ADMIN_ROLES } from '../roles';
import type { AuditedEntity } from '../systemManagement/systemManagement';

/**
 * A system-management record (spec §7) without its schemas: where it lives, its id, what it is
 * called, and its five calls, for Administrators and Developers: GET and POST on `path`, GET, PUT
 * and DELETE on `path/:idKey`. Every record answered carries its version as an `ETag`. Zod-free,
 * like every call; `defineRecord` adds the schemas.
 */
export function recordParts<const Path extends string, const IdKey extends string>(record: {
  path: Path;
  idKey: IdKey;
  entity: AuditedEntity;
  noun: string;
  tags: readonly string[];
}) {
  const { path, idKey, entity, noun, tags } = record;
  const access = { anyOf: ADMIN_ROLES };
  const collection = `/api/${path}` as const;
  const one = `/api/${path}/:${idKey}` as const;
  const named = noun.toLowerCase();
  return {
    path,
    idKey,
    entity,
    noun,
    calls: defineCalls({
      list: { method: 'GET', path: collection, access, tags, summary: `Every ${named}` },
      read: { method: 'GET', path: one, etag: true, access, tags, summary: `One ${named}` },
      create: {
        method: 'POST',
        path: collection,
        status: 201,
        etag: true,
        access,
        tags,
        summary: `Creates a ${named}`,
      },
      update: {
        method: 'PUT',
        path: one,
        etag: true,
        access,
        tags,
        summary: `Replaces a ${named}`,
      },
      remove: { method: 'DELETE', path: one, access, tags, summary: `Deletes a ${named}` },
    }),
  };
}

/** A record's parts, as `recordParts` makes them. */
export type RecordParts<Path extends string, IdKey extends string> = ReturnType<
  typeof recordParts<Path, IdKey>
>;
