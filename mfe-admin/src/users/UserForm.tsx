import { useEffect } from 'react';
import { useEndpointQuery } from '@headgate/api-client';
import {
  associationEndpoints,
  createUserBodySchema,
  updateUserBodySchema,
  usersManagementEndpoints,
  usersRecord,
  type ManagedUser,
} from '@headgate/contracts';
import { lookupOptions } from '@headgate/design-system';
import {
  FormMultiSelect,
  FormSelect,
  FormTextField,
  RecordFormPanel,
  type useSchemaForm,
} from '@headgate/design-system/forms';
import { useRecordForm } from '../records/useRecordForm';
import { landingPageAfterRole, landingPagesFor } from './userRoleRule';

type UserForm = ReturnType<typeof useSchemaForm<typeof createUserBodySchema>>;

/** The fields both user forms share; the role rule of spec §4 applies as the role changes. */
function UserFields({ form, withPassword }: { form: UserForm; withPassword: boolean }) {
  const roles = useEndpointQuery(usersManagementEndpoints.roles, {});
  const pages = useEndpointQuery(usersManagementEndpoints.landingPages, {});
  const facilities = useEndpointQuery(associationEndpoints.facilitiesWithTypes, {});
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
        options={lookupOptions(roles.data, 'auth0_role_id', 'auth0_role_name')}
      />
      <FormSelect
        control={control}
        name="landingPageNdx"
        label="Landing Page"
        required
        options={lookupOptions(
          landingPagesFor(role, pages.data ?? []),
          'landing_page_ndx',
          'landing_page_name',
        )}
      />
      <FormMultiSelect
        control={control}
        name="facilities"
        label="Associated Facilities"
        options={lookupOptions(facilities.data, 'facility_ndx', 'facility_name')}
      />
    </>
  );
}

function FormPassword({ form }: { form: UserForm }) {
  return (
    <FormTextField control={form.control} name="password" label="Password" required password />
  );
}

/** Adding a user (spec §5 User add): the password is required, at least 8 characters. */
export function NewUserForm({ onClose }: { onClose: () => void }) {
  const { form, panel } = useRecordForm(usersRecord, {
    id: null,
    schema: createUserBodySchema,
    values: {
      email: '',
      name: '',
      nickname: '',
      password: '',
      role: null,
      landingPageNdx: null,
      facilities: [],
    },
    saveNeedsChange: false,
    onClose,
  });
  return (
    <RecordFormPanel title="New User" {...panel}>
      <UserFields form={form} withPassword />
    </RecordFormPanel>
  );
}

/** Editing a user (spec §5 User edit): the password is not editable here. */
export function EditUserForm({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const { form, panel } = useRecordForm(usersRecord, {
    id: user.auth0_user_id,
    schema: updateUserBodySchema,
    values: {
      id: user.auth0_user_id,
      email: user.auth0_email,
      name: user.auth0_name,
      nickname: user.auth0_nickname,
      role: user.assigned_role,
      landingPageNdx: user.assigned_landing_page,
      facilities: user.associated_facilities,
    },
    saveNeedsChange: true,
    onClose,
  });
  return (
    <RecordFormPanel title={`Editing User ${user.auth0_name}`} {...panel}>
      <UserFields form={form as unknown as UserForm} withPassword={false} />
    </RecordFormPanel>
  );
}
