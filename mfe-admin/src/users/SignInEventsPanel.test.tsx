import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignInEventEntry } from '@headgate/contracts';
import { fakeApi, renderAreaPage, signInAs } from '@headgate/platform/testing';
import { preloadDataGrid } from '@headgate/design-system/testing';
import { UsersManagementPage } from './UsersManagementPage';

const ROUTE = '/admin/users-management';
const EVENTS = '/api/audit/sign-in-events';
const FAILED: SignInEventEntry = {
  audit_ndx: 7,
  at: '2026-11-20T19:30:00.000Z',
  outcome: 'sign-in-failed',
  email: 'ana@district.example',
  subject: null,
  name: null,
  address: '203.0.113.9',
  by: 'ana@district.example (not authenticated)',
  reason: null,
};
const LISTS = {
  '/api/users-management/users': [],
  '/api/users-management/list-user-roles': [],
  '/api/users-management/list-user-landing-pages': [],
  '/api/list-facilities-with-types': [],
};

preloadDataGrid();

function renderUsers() {
  renderAreaPage(ROUTE, ROUTE, <UsersManagementPage />, {
    title: 'Users Management',
    breadcrumb: 'Admin',
  });
}

/** Opens the panel and answers its table: the grid of sign-in events. */
async function openEvents() {
  await userEvent.click(await screen.findByRole('button', { name: 'Sign-in events' }));
  return screen.findByRole('grid', { name: 'Sign-in events' });
}

describe('Users Management: the sign-in events', () => {
  it('shows an Administrator each event: date in district time, e-mail, outcome, address', async () => {
    signInAs(['Administrator']);
    const fetchMock = fakeApi({ ...LISTS, [EVENTS]: [FAILED] });
    renderUsers();
    const grid = await openEvents();
    expect(
      await within(grid).findByRole('gridcell', { name: '11/20/2026, 12:30 PM' }),
    ).toBeVisible();
    expect(within(grid).getByRole('gridcell', { name: 'ana@district.example' })).toBeVisible();
    expect(within(grid).getByRole('gridcell', { name: 'Wrong e-mail or password' })).toBeVisible();
    expect(within(grid).getByRole('gridcell', { name: '203.0.113.9' })).toBeVisible();

    await userEvent.click(screen.getByRole('combobox', { name: 'Outcome' }));
    await userEvent.click(screen.getByRole('option', { name: 'Signed out' }));
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes(EVENTS));
    expect(asked.at(-1)).toContain('outcome=signed-out');
  });

  it('says when there are none, and when they could not be fetched', async () => {
    signInAs(['Administrator']);
    fakeApi({ ...LISTS, [EVENTS]: [] });
    renderUsers();
    expect(
      await within(await openEvents()).findByText('No sign-in events recorded.'),
    ).toBeVisible();
  });

  it('shows the error of a refused fetch', async () => {
    signInAs(['Administrator']);
    fakeApi({ ...LISTS, [EVENTS]: { status: 500, message: 'database down' } });
    renderUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign-in events' }));
    expect(await screen.findByText(/Error fetching data: .*database down/)).toBeVisible();
  });

  it('is not offered to a Developer, whom the call refuses', async () => {
    signInAs(['Developer']);
    const fetchMock = fakeApi(LISTS);
    renderUsers();
    expect(await screen.findByRole('grid', { name: 'Users' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign-in events' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(EVENTS))).toBe(false);
  });
});
