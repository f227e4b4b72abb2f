import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { queryClient } from '@headgate/api-client';
import type { FacilityListItem } from '@headgate/contracts';
import { TEST_USER, signInAs, visitAnonymously } from '../testing/authFixtures';
import { Sidebar } from './Sidebar';
import { SIDEBAR_STORAGE_KEY, useSidebarStore } from './sidebarStore';

function renderSidebar() {
  return render(
    <MemoryRouter>
      <Sidebar docked open onClose={() => undefined} />
    </MemoryRouter>,
  );
}

/** A fresh page load: the store starts from its defaults, then reads what was saved. */
async function reloadPage() {
  const saved = localStorage.getItem(SIDEBAR_STORAGE_KEY);
  act(() => useSidebarStore.setState({ open: true, collapsedGroups: [] }));
  if (saved) localStorage.setItem(SIDEBAR_STORAGE_KEY, saved);
  await act(() => useSidebarStore.persist.rehydrate());
}

function stored() {
  return JSON.parse(localStorage.getItem(SIDEBAR_STORAGE_KEY) ?? '{}').state;
}

const FACILITIES: FacilityListItem[] = [
  {
    facility_ndx: 37,
    facility_name: 'Lupton Bottoms Storage',
    facility_type_ndx: 1,
    facility_type_desc: 'Storage',
    display_order: 1,
  },
  {
    facility_ndx: 41,
    facility_name: 'Sand Hill Recharge',
    facility_type_ndx: 2,
    facility_type_desc: 'Recharge',
    display_order: 3,
  },
];

beforeEach(() => {
  queryClient.clear();
  globalThis.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(FACILITIES) }),
  ) as unknown as typeof fetch;
  localStorage.clear();
  useSidebarStore.setState({ open: true, collapsedGroups: [] });
  signInAs(['Administrator']);
});

describe('sidebar', () => {
  it('starts open with every group expanded', () => {
    renderSidebar();
    expect(useSidebarStore.getState().open).toBe(true);
    expect(screen.getByRole('link', { name: 'Alerts Management' })).toBeVisible();
  });

  it('remembers a collapsed group across visits', async () => {
    renderSidebar();
    await userEvent.click(screen.getByRole('button', { name: 'System Management' }));
    expect(stored().collapsedGroups).toEqual(['system-management']);

    await reloadPage();
    expect(useSidebarStore.getState().collapsedGroups).toEqual(['system-management']);
  });

  it('shows an anonymous visitor the public entries only, and says nobody is signed in', () => {
    visitAnonymously();
    renderSidebar();
    expect(screen.getByRole('link', { name: 'Public Map' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Facilities' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Alerts Management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'System Management' })).not.toBeInTheDocument();
    expect(screen.getByText('Not signed in')).toBeInTheDocument();
  });

  it('lists the facilities the server lets this user see, a group per facility type', async () => {
    renderSidebar();
    const storage = await screen.findByRole('link', { name: 'Lupton Bottoms Storage' });
    expect(storage).toHaveAttribute('href', '/facility-pages/37');
    expect(screen.getByRole('button', { name: 'Storage Facilities' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sand Hill Recharge' })).toHaveAttribute(
      'href',
      '/facility-pages/41',
    );
    expect(fetch).toHaveBeenCalledWith('/api/facility-pages', expect.anything());
  });

  it('names the signed-in user in its footer', () => {
    renderSidebar();
    expect(screen.getByText(TEST_USER.name)).toBeInTheDocument();
    expect(screen.getByText(TEST_USER.email)).toBeInTheDocument();
  });

  it('remembers that it was closed', async () => {
    act(() => useSidebarStore.getState().toggleOpen());
    expect(stored().open).toBe(false);
    await reloadPage();
    expect(useSidebarStore.getState().open).toBe(false);
  });
});
