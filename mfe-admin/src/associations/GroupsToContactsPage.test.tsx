import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { linkSetVersion, STALE_RECORD_TEXTS, versionTag } from '@headgate/contracts';
import { fakeApi, renderAreaPage, visitAnonymously } from '@headgate/platform/testing';
import { preloadDataGrid } from '@headgate/design-system/testing';
import { refuseWritesAsStale } from '../testing/refuseWritesAsStale';
import { GroupsToContactsPage } from './GroupsToContactsPage';

// Two administrators tick one group's contacts: Save is conditional on the set the
// ticking started from, and a Save over someone else's keeps the ticks until Reload.

const ROUTE = '/data-access/system-management/associate-contacts-and-groups';
const contact = (contact_ndx: number, contact_name: string) => ({
  contact_ndx,
  contact_address: `${contact_name.toLowerCase()}@example.org`,
  contact_name,
  contact_org: 'District',
  remark: null,
  used_by: [],
});
const LISTS = {
  '/api/list-groups': [{ group_ndx: 5, group_desc: 'Canal riders', remark: null }],
  '/api/list-contacts': [contact(1, 'Ana'), contact(2, 'Ben'), contact(3, 'Cy')],
  '/api/assoc-contacts-groups': [{ group_ndx: 5, contact_ndx: 1 }],
};
/** Ben's save meanwhile: Ana and Cy. */
const STALE = {
  error: 'precondition_failed',
  message: 'Changed by ben@district.example at 11/26/2026, 9:14 AM since you opened it.',
  current: [
    { group_ndx: 5, contact_ndx: 1 },
    { group_ndx: 5, contact_ndx: 3 },
  ],
  version: linkSetVersion([1, 3]),
  changed_by: 'ben@district.example',
  changed_at: '2026-11-26T16:14:00.000Z',
};

preloadDataGrid();
beforeEach(visitAnonymously);

describe('Groups to Contacts, when someone else saved the group’s set meanwhile', () => {
  it('keeps the ticks, says who saved and when, and Reload loads their set', async () => {
    const fetchMock = fakeApi(LISTS);
    const refused = refuseWritesAsStale(fetchMock, '/api/assoc-contacts-groups/5', STALE);
    renderAreaPage(ROUTE, ROUTE, <GroupsToContactsPage />, {
      title: 'Groups to Contacts Associations',
      breadcrumb: 'System Management',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Canal riders' }));
    const ticked = (name: string) => screen.getByRole('checkbox', { name: `Associate ${name}` });
    await waitFor(() => expect(ticked('Ana')).toBeChecked());
    await userEvent.click(ticked('Ben'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'Changed by ben@district.example at 11/26/2026, 9:14 AM since you opened it. ' +
        STALE_RECORD_TEXTS.selectionKept,
    );
    expect(refused).toEqual([{ method: 'PUT', ifMatch: versionTag(linkSetVersion([1])) }]);
    expect(ticked('Ana')).toBeChecked();
    expect(ticked('Ben')).toBeChecked();
    expect(ticked('Cy')).not.toBeChecked();

    await userEvent.click(within(notice).getByRole('button', { name: STALE_RECORD_TEXTS.reload }));
    await waitFor(() => expect(ticked('Ben')).not.toBeChecked());
    expect(ticked('Ana')).toBeChecked();
    expect(ticked('Cy')).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
