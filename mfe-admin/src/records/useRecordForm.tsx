import { useState } from 'react';
import {
  STALE_RECORD_TEXTS,
  type Endpoint,
  type RecordDescriptor,
  type StaleRecord,
} from '@headgate/contracts';
import { useSchemaForm, type RecordFormPanelProps } from '@headgate/design-system/forms';
import { recordChanges, saveRecord, type RecordId } from './recordCalls';
import { useRecordEditing } from './recordEditing';
import { RecordHistoryPanel } from './RecordHistoryPanel';
import { StaleRecordNotice } from './StaleRecordNotice';
import { useRecordWrite } from './useRecordWrite';

/** A contracts schema a form can edit. */
type FormSchema = Parameters<typeof useSchemaForm>[0];

export interface RecordFormOptions<Schema extends FormSchema> {
  /** The record's id, or null for a new one (spec §4: saving creates when the id is absent). */
  id: RecordId | null;
  /** The body the record's create or update call takes: the form validates with it too. */
  schema: Schema;
  /** The loaded record's values, or a new record's. */
  values: Parameters<typeof useSchemaForm<Schema>>[1];
  /** Whether Save also needs a change (spec §5: "Save requires a dirty form"). */
  saveNeedsChange: boolean;
  /** Closes the form: on Cancel, and once saved. */
  onClose: () => void;
  /** More answers a save makes stale. */
  alsoInvalidates?: readonly Endpoint[];
}

/**
 * A record's form as every admin page has it: the schema form, Save creating or updating the
 * record with the spec's toast, and the props of its `RecordFormPanel` (buttons, busy, reset,
 * and the record's history below once it exists). The form renders its own title and fields.
 *
 * An update is sent with the version of the record as the page showed it (`useRecordEditing`).
 * If someone changed it since, the form keeps the user's input and says who changed it and
 * when; Reload opens the record as it is now, dropping the input only then.
 */
export function useRecordForm<Schema extends FormSchema>(
  record: RecordDescriptor,
  { id, schema, values, saveNeedsChange, onClose, alsoInvalidates }: RecordFormOptions<Schema>,
) {
  const form = useSchemaForm(schema, values);
  const editing = useRecordEditing();
  const [stale, setStale] = useState<StaleRecord | null>(null);
  const save = useRecordWrite({
    send: (body: unknown) => saveRecord(record, id, body, editing?.version),
    success: id === null ? record.toasts.created : record.toasts.updated,
    invalidates: recordChanges(record, alsoInvalidates),
    onSaved: onClose,
    onStale: setStale,
  });
  const reload = () => {
    if (!stale || !editing) return;
    editing.reload(stale.current);
    setStale(null);
  };
  const { isValid, isDirty } = form.formState;
  const panel = {
    creating: id === null,
    busy: save.isPending,
    canSave: isValid && (isDirty || !saveNeedsChange),
    dirty: isDirty,
    onSubmit: () => void form.handleSubmit((body) => save.mutate(body))(),
    onCancel: onClose,
    onReset: () => form.reset(),
    notice: stale && (
      <StaleRecordNotice stale={stale} outcome={STALE_RECORD_TEXTS.editKept} onReload={reload} />
    ),
    footer: id !== null && <RecordHistoryPanel entity={record.entity} id={id} />,
  } satisfies Omit<RecordFormPanelProps, 'title' | 'children'>;
  return { form, panel };
}
