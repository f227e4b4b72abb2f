import {
  alertEndpoints,
  contactBodySchema,
  contactsRecord,
  type Contact,
} from '@headgate/contracts';
import { FormTextField, RecordFormPanel } from '@headgate/design-system/forms';
import { useRecordForm } from '../records/useRecordForm';

const NEW_CONTACT = { contact_address: '', contact_name: '', contact_org: '', remark: null };

/** A contact's form (spec §5 Contacts): address (an e-mail), name and organisation required. */
export function ContactForm({
  contact,
  onClose,
}: {
  contact: Contact | null;
  onClose: () => void;
}) {
  const { form, panel } = useRecordForm(contactsRecord, {
    id: contact?.contact_ndx ?? null,
    schema: contactBodySchema,
    values: contact
      ? {
          contact_address: contact.contact_address,
          contact_name: contact.contact_name,
          contact_org: contact.contact_org,
          remark: contact.remark,
        }
      : NEW_CONTACT,
    saveNeedsChange: true,
    onClose,
    alsoInvalidates: [alertEndpoints.sendTo],
  });
  const { control } = form;
  return (
    <RecordFormPanel
      title={contact ? `Editing Contact ${contact.contact_name}` : 'New Contact'}
      {...panel}
    >
      <FormTextField control={control} name="contact_address" label="Contact Address" required />
      <FormTextField control={control} name="contact_name" label="Contact Name" required />
      <FormTextField control={control} name="contact_org" label="Organisation" required />
      <FormTextField control={control} name="remark" label="Remark" nullable multiline />
    </RecordFormPanel>
  );
}
