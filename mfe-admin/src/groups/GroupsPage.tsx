import { useQuery } from '@tanstack/react-query';
import { groupBodySchema, type Group, type GroupUse } from '@headgate/contracts';
import { useAuthScope } from '@headgate/auth';
import { FormTextField, RecordFormPanel, useSchemaForm } from '@headgate/design-system';
import { listQuery } from '../records/recordApi';
import { RecordHistoryPanel } from '../records/RecordHistoryPanel';
import { RecordsPage } from '../records/RecordsPage';
import { useRecordSave } from '../records/useRecordSave';

/** A group's form (spec §5 Groups): the description is required, the remark optional. */
function GroupForm({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const form = useSchemaForm(groupBodySchema, {
    group_desc: group?.group_desc ?? '',
    remark: group?.remark ?? null,
  });
  const save = useRecordSave({
    path: 'list-groups',
    entity: 'group',
    id: group?.group_ndx ?? null,
    onSaved: onClose,
    alsoInvalidates: ['alerts-list-send-to'],
  });
  const { control, formState } = form;
  return (
    <RecordFormPanel
      title={group ? `Editing Group ${group.group_desc}` : 'New Group'}
      creating={!group}
      busy={save.isPending}
      canSave={formState.isValid && formState.isDirty}
      dirty={formState.isDirty}
      onSubmit={() => void form.handleSubmit((body) => save.mutate(body))()}
      onCancel={onClose}
      onReset={() => form.reset()}
      footer={group && <RecordHistoryPanel entity="group" id={group.group_ndx} />}
    >
      <FormTextField control={control} name="group_desc" label="Group" required />
      <FormTextField control={control} name="remark" label="Remark" nullable multiline />
    </RecordFormPanel>
  );
}

/** Contact Groups (spec §2 Groups): a group an alert is sent to cannot be deleted. */
export function GroupsPage() {
  const inUse = useQuery(listQuery<GroupUse>(useAuthScope(), 'view-groups-used'));
  const usesOf = new Map((inUse.data ?? []).map((use) => [use.group_ndx, use.used_by]));
  return (
    <RecordsPage<Group>
      path="list-groups"
      entity="group"
      label="Contact groups"
      noun="group"
      idOf={(row) => row.group_ndx}
      nameOf={(row) => row.group_desc}
      usedBy={(row) => usesOf.get(row.group_ndx) ?? []}
      pageSize="generic"
      alsoInvalidates={['alerts-list-send-to', 'view-groups-used']}
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
