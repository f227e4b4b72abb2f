import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STALE_RECORD_TEXTS, usersRecord, versionOfRow, versionTag } from '@headgate/contracts';
import { fakeApi, renderAreaPage, visitAnonymously } from '@headgate/platform/testing';
import { preloadDataGrid } from '@headgate/design-system/testing';
import { refuseWritesAsStale } from '../testing/refuseWritesAsStale';
import { UsersManagementPage } from './UsersManagementPage';

// A user edited by two administrators: the users page is a records page, so its
// edit is conditional on the user as the table showed them, like every record's.

const ROUTE = '/admin/users-management';
const USER = {
  auth0_user_id: 'headgate|ana',
  auth0_name: 'Ana Lopez',
  auth0_nickname: 'ana',
  auth0_email: 'ana@district.example',
  assigned_role: 'rol_administrator',
  assigned_landing_page: 3,
  associated_facilities: [],
};
const THEIRS = { ...USER, auth0_nickname: 'annie' };
const LISTS = {
  '/api/users-management/users': [USER],
  '/api/users-management/list-user-roles': [
    { auth0_role_id: 'rol_administrator', auth0_role_name: 'Administrator' },
  ],
  '/api/users-management/list-user-landing-pages': [
    { landing_page_ndx: 3, landing_page_name: 'Dashboard' },
  ],
  '/api/list-facilities-with-types': [],
  '/api/audit': [],
};

preloadDataGrid();
beforeEach(visitAnonymously);

describe('Users Management, when someone else changed the user meanwhile', () => {
  it('sends the version the table showed, and keeps the edit when it is refused', async () => {
    const fetchMock = fakeApi(LISTS);
    const refused = refuseWritesAsStale(fetchMock, '/api/users-management/users', {
      error: 'precondition_failed',
      message: 'Changed by ben@district.example at 11/26/2026, 9:14 AM since you opened it.',
      current: THEIRS,
      version: versionOfRow(usersRecord, THEIRS),
      changed_by: 'ben@district.example',
      changed_at: '2026-11-26T16:14:00.000Z',
    });
    renderAreaPage(ROUTE, ROUTE, <UsersManagementPage />, {
      title: 'Users Management',
      breadcrumb: 'Admin',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ana Lopez' }));
    const form = screen.getByRole('region', { name: 'Editing User Ana Lopez' });
    const nickname = within(form).getByLabelText(/Nickname/);
    await userEvent.type(nickname, 'bel');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(STALE_RECORD_TEXTS.editKept);
    expect(refused).toEqual([
      { method: 'PUT', ifMatch: versionTag(versionOfRow(usersRecord, USER)) },
    ]);
    expect(nickname).toHaveValue('anabel');
    await userEvent.click(within(form).getByRole('button', { name: STALE_RECORD_TEXTS.reload }));
    expect(await within(form).findByDisplayValue('annie')).toBe(nickname);
  });
});
