import { useEndpointQuery } from '@headgate/api-client';
import {
  alertEndpoints,
  groupBodySchema,
  groupsRecord,
  groupUseEndpoints,
  type Group,
} from '@headgate/contracts';
import { FormTextField, RecordFormPanel } from '@headgate/design-system/forms';
import { RecordsPage } from '../records/RecordsPage';
import { useRecordForm } from '../records/useRecordForm';

/** A group's form (spec §5 Groups): the description is required, the remark optional. */
function GroupForm({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const { form, panel } = useRecordForm(groupsRecord, {
    id: group?.group_ndx ?? null,
    schema: groupBodySchema,
    values: { group_desc: group?.group_desc ?? '', remark: group?.remark ?? null },
    saveNeedsChange: true,
    onClose,
    alsoInvalidates: [alertEndpoints.sendTo],
  });
  const { control } = form;
  return (
    <RecordFormPanel title={group ? `Editing Group ${group.group_desc}` : 'New Group'} {...panel}>
      <FormTextField control={control} name="group_desc" label="Group" required />
      <FormTextField control={control} name="remark" label="Remark" nullable multiline />
    </RecordFormPanel>
  );
}

/** Contact Groups (spec §2 Groups): a group an alert is sent to cannot be deleted. */
export function GroupsPage() {
  const inUse = useEndpointQuery(groupUseEndpoints.groupsInUse, {});
  const usesOf = new Map((inUse.data ?? []).map((use) => [use.group_ndx, use.used_by]));
  return (
    <RecordsPage
      record={groupsRecord}
      label="Contact groups"
      nameOf={(row) => row.group_desc}
      usedBy={(row) => usesOf.get(row.group_ndx) ?? []}
      pageSize="generic"
      alsoInvalidates={[alertEndpoints.sendTo, groupUseEndpoints.groupsInUse]}
      columns={[
        { field: 'group_desc', headerName: 'Group', minWidth: 200, flex: 1 },
        { field: 'remark', headerName: 'Remark', minWidth: 200, flex: 1.5 },
      ]}
      renderForm={(opening, close) => (
        <GroupForm group={opening.kind === 'edit' ? opening.row : null} onClose={close} />
      )}
    />
  );
}
