import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  groupsRecord,
  RECORD_TOASTS,
  STALE_RECORD_TEXTS,
  versionOfRow,
  versionTag,
} from '@headgate/contracts';
import { useToastStore } from '@headgate/design-system';
import { fakeApi, renderAreaPage, visitAnonymously } from '@headgate/platform/testing';
import { preloadDataGrid } from '@headgate/design-system/testing';
import { answerWrites } from '../testing/answerWrites';
import { ifMatchOfWrites, refuseWritesAsStale } from '../testing/refuseWritesAsStale';
import { GroupsPage } from './GroupsPage';

// Two administrators edit one group: the page's writes are conditional on the group
// as its table showed it, and a write over someone else's change keeps the user's input.

const ROUTE = '/data-access/system-management/groups';
const OPENED = { group_ndx: 5, group_desc: 'Canal riders', remark: null };
/** The group as Ben saved it while Ana had it open. */
const THEIRS = { group_ndx: 5, group_desc: 'Canal crew', remark: 'renamed by Ben' };
const STALE = {
  error: 'precondition_failed',
  message: 'Changed by ben@district.example at 11/26/2026, 9:14 AM since you opened it.',
  current: THEIRS,
  version: versionOfRow(groupsRecord, THEIRS),
  changed_by: 'ben@district.example',
  changed_at: '2026-11-26T16:14:00.000Z',
};
const CHANGED_BY_BEN =
  'Changed by ben@district.example at 11/26/2026, 9:14 AM since you opened it.';
const LISTS = {
  '/api/list-groups': [OPENED],
  '/api/view-groups-used': [],
  '/api/audit': [],
};

const renderGroups = () =>
  renderAreaPage(ROUTE, ROUTE, <GroupsPage />, {
    title: 'Contact Groups',
    breadcrumb: 'System Management',
  });

preloadDataGrid();
beforeEach(() => {
  visitAnonymously();
  useToastStore.setState({ toast: null });
});

describe('Contact Groups, when someone else changed the group meanwhile', () => {
  it('keeps the user’s edit, says who changed it and when, and Reload loads theirs', async () => {
    const fetchMock = fakeApi(LISTS);
    const refused = refuseWritesAsStale(fetchMock, '/api/list-groups/5', STALE);
    renderGroups();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Canal riders' }));
    const form = screen.getByRole('region', { name: 'Editing Group Canal riders' });
    const name = within(form).getByLabelText(/Group/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Ditch riders');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const notice = await within(form).findByRole('alert');
    expect(notice).toHaveTextContent(`${CHANGED_BY_BEN} ${STALE_RECORD_TEXTS.editKept}`);
    expect(refused).toEqual([
      { method: 'PUT', ifMatch: versionTag(versionOfRow(groupsRecord, OPENED)) },
    ]);
    expect(name).toHaveValue('Ditch riders');
    expect(useToastStore.getState().toast).toBeNull();

    await userEvent.click(within(notice).getByRole('button', { name: STALE_RECORD_TEXTS.reload }));
    await waitFor(() => expect(name).toHaveValue('Canal crew'));
    expect(within(form).getByLabelText(/Remark/)).toHaveValue('renamed by Ben');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();

    // Saved again from theirs, the write names their version and goes through.
    answerWrites(fetchMock, '/api/list-groups/5', { ...THEIRS, group_desc: 'Canal crew 2' });
    await userEvent.type(name, ' 2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(useToastStore.getState().toast?.message).toBe(RECORD_TOASTS.updated),
    );
    expect(ifMatchOfWrites(fetchMock).at(-1)).toEqual({
      method: 'PUT',
      ifMatch: versionTag(versionOfRow(groupsRecord, THEIRS)),
    });
  });

  it('refuses the deletion in the delete question, and Reload shows the group as it is now', async () => {
    const fetchMock = fakeApi(LISTS);
    refuseWritesAsStale(fetchMock, '/api/list-groups/5', STALE);
    renderGroups();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Canal riders' }));
    const question = await screen.findByRole('dialog', { name: 'Delete group Canal riders?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));

    const notice = await within(question).findByRole('alert');
    expect(notice).toHaveTextContent(`${CHANGED_BY_BEN} ${STALE_RECORD_TEXTS.deleteRefused}`);
    expect(within(question).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(useToastStore.getState().toast).toBeNull();

    await userEvent.click(within(notice).getByRole('button', { name: STALE_RECORD_TEXTS.reload }));
    const again = await screen.findByRole('dialog', { name: 'Delete group Canal crew?' });
    answerWrites(fetchMock, '/api/list-groups/5', { deleted: 5 });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(useToastStore.getState().toast?.message).toBe(RECORD_TOASTS.deleted),
    );
    expect(ifMatchOfWrites(fetchMock)).toEqual([
      { method: 'DELETE', ifMatch: versionTag(versionOfRow(groupsRecord, OPENED)) },
      { method: 'DELETE', ifMatch: versionTag(versionOfRow(groupsRecord, THEIRS)) },
    ]);
  });
});
