import { RECORD_TOASTS, type AuditedEntity } from '@headgate/contracts';
import { listKey, sendRecord, useRecordWrite } from './recordApi';

/**
 * Saving a record form: POST for a new record, PUT for an existing one (spec §4: saving creates
 * when the id is absent and updates otherwise), with the spec's toast, then `onSaved`.
 */
export function useRecordSave<Answer>({
  path,
  entity,
  id,
  onSaved,
  alsoInvalidates = [],
}: {
  path: string;
  entity: AuditedEntity;
  id: number | null;
  onSaved: () => void;
  alsoInvalidates?: readonly string[];
}) {
  return useRecordWrite({
    send: (body: unknown) =>
      id === null
        ? sendRecord<Answer>('POST', `/${path}`, body)
        : sendRecord<Answer>('PUT', `/${path}/${id}`, body),
    success: id === null ? RECORD_TOASTS.created : RECORD_TOASTS.updated,
    invalidates: [listKey(path), ['audit', entity], ...alsoInvalidates.map(listKey)],
    onSaved,
  });
}
