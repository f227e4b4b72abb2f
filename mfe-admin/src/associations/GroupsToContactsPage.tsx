import { associationEndpoints, contactsRecord, groupsRecord } from '@headgate/contracts';
import { AssociationEditor } from './AssociationEditor';

/** Groups to Contacts Associations (spec §2): which contacts each group sends to. */
export function GroupsToContactsPage() {
  return (
    <AssociationEditor
      ownersLabel="Groups"
      membersLabel="Contacts"
      owners={groupsRecord.endpoints.list}
      members={contactsRecord.endpoints.list}
      links={associationEndpoints.groupContacts}
      replace={associationEndpoints.replaceGroupContacts}
      ownerKey="group_ndx"
      memberKey="contact_ndx"
      ownerId={(group) => group.group_ndx}
      ownerName={(group) => group.group_desc}
      memberId={(contact) => contact.contact_ndx}
      memberName={(contact) => contact.contact_name}
      memberColumns={[
        { field: 'contact_name', headerName: 'Name', minWidth: 160, flex: 1 },
        { field: 'contact_address', headerName: 'Address', minWidth: 200, flex: 1.3 },
        { field: 'contact_org', headerName: 'Organisation', minWidth: 160, flex: 1 },
      ]}
    />
  );
}
