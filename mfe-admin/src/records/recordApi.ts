import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from '@headgate/api-client';
import { RECORD_TOASTS, type AuditEntry, type AuditedEntity } from '@headgate/contracts';
import { showToast } from '@headgate/design-system';

type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends a write to the API; a refusal throws the server's readable message. */
export function sendRecord<T>(method: WriteMethod, path: string, body?: unknown): Promise<T> {
  return apiFetch<T>(path, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
}

/** What a write is: which toast it earns, and which cached lists it makes stale. */
export interface RecordWrite<Variables, Answer> {
  send: (variables: Variables) => Promise<Answer>;
  /** The spec's success toast (RECORD_TOASTS), or none. */
  success?: string;
  invalidates: readonly QueryKey[];
  onSaved?: (answer: Answer, variables: Variables) => void;
}

/**
 * A system-management write as every screen does it: on success the spec's toast and fresh
 * lists; on failure the server's message (or 'Something went wrong') and nothing changed.
 */
export function useRecordWrite<Variables, Answer>({
  send,
  success,
  invalidates,
  onSaved,
}: RecordWrite<Variables, Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer, variables) => {
      if (success) showToast('success', success);
      onSaved?.(answer, variables);
      await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (error) => showToast('error', error.message || RECORD_TOASTS.failed),
  });
}

/** A record's history from the audit trail (newest first). */
export function auditQuery(scope: string, entity: AuditedEntity, id: string | number | null) {
  return queryOptions({
    queryKey: ['audit', entity, String(id), scope],
    queryFn: () =>
      apiFetch<AuditEntry[]>(`/audit?entity=${entity}&id=${encodeURIComponent(String(id))}`),
    enabled: id !== null,
  });
}

/** A list the screens read as is, under its API path. */
export function listQuery<T>(scope: string, path: string) {
  return queryOptions({
    queryKey: ['system-management', path, scope],
    queryFn: () => apiFetch<T[]>(`/${path}`),
  });
}

/** The cache key of `listQuery(path)` for every caller: what a write invalidates. */
export const listKey = (path: string): QueryKey => ['system-management', path];
