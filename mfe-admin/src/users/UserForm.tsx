import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  createUserBodySchema,
  updateUserBodySchema,
  USER_TOASTS,
  type DownloadFacility,
  type LandingPage,
  type ManagedUser,
  type UserRole,
} from '@headgate/contracts';
import { useAuthScope } from '@headgate/auth';
import {
  FormMultiSelect,
  FormSelect,
  FormTextField,
  RecordFormPanel,
  useSchemaForm,
} from '@headgate/design-system';
import { listKey, listQuery, sendRecord, useRecordWrite } from '../records/recordApi';
import { RecordHistoryPanel } from '../records/RecordHistoryPanel';
import { landingPageAfterRole, landingPagesFor } from './userRoleRule';

const USERS = 'users-management/users';
type UserForm = ReturnType<typeof useSchemaForm<typeof createUserBodySchema>>;

/** The fields both user forms share; the role rule of spec §4 applies as the role changes. */
function UserFields({ form, withPassword }: { form: UserForm; withPassword: boolean }) {
  const scope = useAuthScope();
  const roles = useQuery(listQuery<UserRole>(scope, 'users-management/list-user-roles'));
  const pages = useQuery(listQuery<LandingPage>(scope, 'users-management/list-user-landing-pages'));
  const facilities = useQuery(listQuery<DownloadFacility>(scope, 'list-facilities-with-types'));
  const { control, watch, setValue, getValues } = form;
  const role = watch('role');
  useEffect(() => {
    const forced = landingPageAfterRole(role, getValues('landingPageNdx'));
    if (forced !== getValues('landingPageNdx'))
      setValue('landingPageNdx', forced as number, { shouldDirty: true, shouldValidate: true });
  }, [role, getValues, setValue]);
  return (
    <>
      <FormTextField control={control} name="name" label="Full Name" required />
      <FormTextField control={control} name="nickname" label="Nickname" required />
      <FormTextField control={control} name="email" label="Email" required />
      {withPassword && <FormPassword form={form} />}
      <FormSelect
        control={control}
        name="role"
        label="Role"
        required
        options={(roles.data ?? []).map((option) => ({
          value: option.auth0_role_id,
          label: option.auth0_role_name,
        }))}
      />
      <FormSelect
        control={control}
        name="landingPageNdx"
        label="Landing Page"
        required
        options={landingPagesFor(role, pages.data ?? []).map((page) => ({
          value: page.landing_page_ndx,
          label: page.landing_page_name,
        }))}
      />
      <FormMultiSelect
        control={control}
        name="facilities"
        label="Associated Facilities"
        options={(facilities.data ?? []).map((facility) => ({
          value: facility.facility_ndx,
          label: facility.facility_name,
        }))}
      />
    </>
  );
}

function FormPassword({ form }: { form: UserForm }) {
  return (
    <FormTextField control={form.control} name="password" label="Password" required password />
  );
}

const changed = (onClose: () => void, success: string, method: 'POST' | 'PUT') => ({
  send: (body: unknown) => sendRecord<ManagedUser>(method, `/${USERS}`, body),
  success,
  invalidates: [listKey(USERS), ['audit', 'user']],
  onSaved: onClose,
});

/** Adding a user (spec §5 User add): the password is required, at least 8 characters. */
export function NewUserForm({ onClose }: { onClose: () => void }) {
  const form = useSchemaForm(createUserBodySchema, {
    email: '',
    name: '',
    nickname: '',
    password: '',
    role: null,
    landingPageNdx: null,
    facilities: [],
  });
  const save = useRecordWrite(changed(onClose, USER_TOASTS.created, 'POST'));
  return (
    <RecordFormPanel
      title="New User"
      creating
      busy={save.isPending}
      canSave={form.formState.isValid}
      dirty={form.formState.isDirty}
      onSubmit={() => void form.handleSubmit((body) => save.mutate(body))()}
      onCancel={onClose}
      onReset={() => form.reset()}
    >
      <UserFields form={form} withPassword />
    </RecordFormPanel>
  );
}

/** Editing a user (spec §5 User edit): the password is not editable here. */
export function EditUserForm({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const form = useSchemaForm(updateUserBodySchema, {
    id: user.auth0_user_id,
    email: user.auth0_email,
    name: user.auth0_name,
    nickname: user.auth0_nickname,
    role: user.assigned_role,
    landingPageNdx: user.assigned_landing_page,
    facilities: user.associated_facilities,
  });
  const save = useRecordWrite(changed(onClose, USER_TOASTS.updated, 'PUT'));
  return (
    <RecordFormPanel
      title={`Editing User ${user.auth0_name}`}
      creating={false}
      busy={save.isPending}
      canSave={form.formState.isValid && form.formState.isDirty}
      dirty={form.formState.isDirty}
      onSubmit={() => void form.handleSubmit((body) => save.mutate(body))()}
      onCancel={onClose}
      onReset={() => form.reset()}
      footer={<RecordHistoryPanel entity="user" id={user.auth0_user_id} />}
    >
      <UserFields form={form as unknown as UserForm} withPassword={false} />
    </RecordFormPanel>
  );
}
