import { contactBodySchema, type Contact } from '@headgate/contracts';
import { FormTextField, RecordFormPanel, useSchemaForm } from '@headgate/design-system';
import { RecordHistoryPanel } from '../records/RecordHistoryPanel';
import { useRecordSave } from '../records/useRecordSave';

const NEW_CONTACT = { contact_address: '', contact_name: '', contact_org: '', remark: null };

/** A contact's form (spec §5 Contacts): address (an e-mail), name and organisation required. */
export function ContactForm({
  contact,
  onClose,
}: {
  contact: Contact | null;
  onClose: () => void;
}) {
  const form = useSchemaForm(
    contactBodySchema,
    contact
      ? {
          contact_address: contact.contact_address,
          contact_name: contact.contact_name,
          contact_org: contact.contact_org,
          remark: contact.remark,
        }
      : NEW_CONTACT,
  );
  const save = useRecordSave({
    path: 'list-contacts',
    entity: 'contact',
    id: contact?.contact_ndx ?? null,
    onSaved: onClose,
    alsoInvalidates: ['alerts-list-send-to'],
  });
  const { control, formState } = form;
  return (
    <RecordFormPanel
      title={contact ? `Editing Contact ${contact.contact_name}` : 'New Contact'}
      creating={!contact}
      busy={save.isPending}
      canSave={formState.isValid && formState.isDirty}
      dirty={formState.isDirty}
      onSubmit={() => void form.handleSubmit((body) => save.mutate(body))()}
      onCancel={onClose}
      onReset={() => form.reset()}
      footer={contact && <RecordHistoryPanel entity="contact" id={contact.contact_ndx} />}
    >
      <FormTextField control={control} name="contact_address" label="Contact Address" required />
      <FormTextField control={control} name="contact_name" label="Contact Name" required />
      <FormTextField control={control} name="contact_org" label="Organisation" required />
      <FormTextField control={control} name="remark" label="Remark" nullable multiline />
    </RecordFormPanel>
  );
}
