import { alertEndpoints, contactsRecord } from '@headgate/contracts';
import { CollapsiblePanel } from '@headgate/design-system/panels';
import { RecordsPage } from '../records/RecordsPage';
import { ContactForm } from './ContactForm';

/**
 * Contacts (spec §2: a table plus a collapsible panel): who alerts go to, alone or in groups.
 * A contact in a group or an alert cannot be deleted.
 */
export function ContactsPage() {
  return (
    <RecordsPage
      record={contactsRecord}
      label="Contacts"
      nameOf={(row) => row.contact_name}
      usedBy={(row) => row.used_by}
      pageSize="generic"
      formPlacement="above"
      alsoInvalidates={[alertEndpoints.sendTo]}
      columns={[
        { field: 'contact_name', headerName: 'Name', minWidth: 160, flex: 1 },
        { field: 'contact_address', headerName: 'Address', minWidth: 200, flex: 1.3 },
        { field: 'contact_org', headerName: 'Organisation', minWidth: 160, flex: 1 },
        { field: 'remark', headerName: 'Remark', minWidth: 160, flex: 1 },
        {
          field: 'used_by',
          headerName: 'Used By',
          minWidth: 180,
          flex: 1,
          valueFormatter: (value: string[]) => value.join(', '),
        },
      ]}
      renderForm={(opening, close) => (
        <CollapsiblePanel title="Contact details" heading="h2" defaultExpanded>
          <ContactForm contact={opening.kind === 'edit' ? opening.row : null} onClose={close} />
        </CollapsiblePanel>
      )}
    />
  );
}
