import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { USER_TOASTS, type ManagedUser, type UserRole } from '@headgate/contracts';
import { useAuthScope } from '@headgate/auth';
import { DataTable } from '@headgate/design-system';
import { ConfirmDelete } from '../records/ConfirmDelete';
import { listKey, listQuery, sendRecord, useRecordWrite } from '../records/recordApi';
import { EditUserForm, NewUserForm } from './UserForm';

const USERS = 'users-management/users';

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
 * and deleted; each edit shows the user's history.
 */
export function UsersManagementPage() {
  const scope = useAuthScope();
  const users = useQuery(listQuery<ManagedUser>(scope, USERS));
  const roles = useQuery(listQuery<UserRole>(scope, 'users-management/list-user-roles'));
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ManagedUser | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);
  const roleName = new Map(
    (roles.data ?? []).map((role) => [role.auth0_role_id, role.auth0_role_name]),
  );
  const remove = useRecordWrite({
    send: (id: string) => sendRecord('DELETE', `/${USERS}/${encodeURIComponent(id)}`),
    success: USER_TOASTS.deleted,
    invalidates: [listKey(USERS), ['audit', 'user']],
    onSaved: () => {
      setDeleting(null);
      setEditing(null);
    },
  });

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
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
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Add user
        </Button>
      </Stack>
      {editing === 'new' && <NewUserForm onClose={() => setEditing(null)} />}
      {editing !== null && editing !== 'new' && (
        <EditUserForm key={editing.auth0_user_id} user={editing} onClose={() => setEditing(null)} />
      )}
      <DataTable<ManagedUser>
        label="Users"
        rows={(users.data ?? []).filter((user) => matchesSearch(user, search))}
        getRowId={(row) => row.auth0_user_id}
        loading={users.isLoading}
        errorMessage={users.error ? users.error.message : null}
        pageSize="users"
        columns={[
          {
            field: 'actions',
            headerName: 'Actions',
            width: 100,
            sortable: false,
            filterable: false,
            renderCell: ({ row }) => (
              <>
                <IconButton
                  size="small"
                  aria-label={`Edit ${row.auth0_name}`}
                  onClick={() => setEditing(row)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Delete ${row.auth0_name}`}
                  onClick={() => setDeleting(row)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </>
            ),
          },
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
      />
      <ConfirmDelete
        name={deleting ? `user ${deleting.auth0_name}` : ''}
        open={deleting !== null}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.auth0_user_id)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
