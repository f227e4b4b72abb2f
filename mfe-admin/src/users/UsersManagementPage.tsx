import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useEndpointQuery } from '@headgate/api-client';
import { useHasAnyRole } from '@headgate/auth';
import { usersManagementEndpoints, usersRecord, type ManagedUser } from '@headgate/contracts';
import { RecordsPage } from '../records/RecordsPage';
import { SignInEventsPanel } from './SignInEventsPanel';
import { EditUserForm, NewUserForm } from './UserForm';

/** Whether a user matches the search (name, nickname or e-mail, any case). */
export function matchesSearch(user: ManagedUser, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return (
    !needle ||
    [user.auth0_name, user.auth0_nickname, user.auth0_email].some((text) =>
      text.toLowerCase().includes(needle),
    )
  );
}

/**
 * Users Management (spec §2, §4, §5, §8): the users who can sign in, searched, added, edited
 * and deleted; each edit shows the user's history. Administrators also see the sign-in events.
 */
export function UsersManagementPage() {
  const roles = useEndpointQuery(usersManagementEndpoints.roles, {});
  const administrator = useHasAnyRole(['Administrator']);
  const [search, setSearch] = useState('');
  const roleName = new Map(
    (roles.data ?? []).map((role) => [role.auth0_role_id, role.auth0_role_name]),
  );

  return (
    <RecordsPage
      record={usersRecord}
      label="Users"
      nameOf={(row) => row.auth0_name}
      pageSize="users"
      formPlacement="above"
      exportFileName={null}
      errorPrefix=""
      visible={(user) => matchesSearch(user, search)}
      toolbar={
        <TextField
          size="small"
          placeholder="Search Users"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search Users' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      }
      columns={[
        { field: 'auth0_name', headerName: 'Full Name', minWidth: 180, flex: 1 },
        { field: 'auth0_nickname', headerName: 'Nickname', minWidth: 120 },
        { field: 'auth0_email', headerName: 'Email', minWidth: 220, flex: 1.3 },
        {
          field: 'assigned_role',
          headerName: 'Role',
          minWidth: 140,
          valueGetter: (value: string) => roleName.get(value) ?? value,
        },
        {
          field: 'associated_facilities',
          headerName: 'Facilities',
          width: 100,
          valueGetter: (value: number[]) => value.length,
        },
      ]}
      renderForm={(opening, close) =>
        opening.kind === 'edit' ? (
          <EditUserForm user={opening.row} onClose={close} />
        ) : (
          <NewUserForm onClose={close} />
        )
      }
    >
      {administrator && <SignInEventsPanel />}
    </RecordsPage>
  );
}
