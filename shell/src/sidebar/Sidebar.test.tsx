import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@headgate/routing';
import { queryClient } from '@headgate/api-client';
import { ROLES, type AuthorizedFacility } from '@headgate/contracts';
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

/** What `/api/authorized-facilities` answers in these tests: the facilities naming the user. */
const FACILITIES: AuthorizedFacility[] = [
  {
    facility_ndx: 37,
    facility_name: 'Lupton Bottoms Storage',
    facility_type_ndx: 1,
    facility_type_desc: 'Storage',
    display_order: 1,
    icon_name: 'Waves',
  },
  {
    facility_ndx: 41,
    facility_name: 'Sand Hill Recharge',
    facility_type_ndx: 2,
    facility_type_desc: 'Recharge',
    display_order: 3,
    icon_name: 'Opacity',
  },
  {
    facility_ndx: 1778,
    facility_name: 'Fort Lupton Well Field',
    facility_type_ndx: 4,
    facility_type_desc: 'Wells',
    display_order: 1,
    icon_name: 'NoSuchIcon',
  },
];

/** The icon shown before a sidebar entry, by the test id MUI gives each icon (`WavesIcon`). */
async function iconOf(entry: string) {
  const link = await screen.findByRole('link', { name: entry });
  return within(link).getByTestId(/Icon$/).dataset.testid;
}

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
  it('on a small screen builds its menu only when opened, not on every page load', async () => {
    const { rerender } = render(
      <MemoryRouter>
        <Sidebar docked={false} open={false} onClose={() => undefined} />
      </MemoryRouter>,
    );
    // Not merely hidden: nothing of it is in the document.
    expect(document.querySelector('nav[aria-label="Main"]')).toBeNull();
    rerender(
      <MemoryRouter>
        <Sidebar docked={false} open onClose={() => undefined} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeVisible();
  });

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

  it('shows an anonymous visitor the public entries, no facility, and says nobody is signed in', () => {
    visitAnonymously();
    renderSidebar();
    expect(screen.getByRole('link', { name: 'Public Map' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Facilities' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Alerts Management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'System Management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Facilities$/ })).not.toBeInTheDocument();
    // Nobody is named by a facility: the sidebar does not ask.
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText('Not signed in')).toBeInTheDocument();
  });

  it.each(ROLES)(
    'lists a %s the facilities that name them, a group per type, and no Facilities entry',
    async (role) => {
      signInAs([role]);
      renderSidebar();
      const storage = await screen.findByRole('link', { name: 'Lupton Bottoms Storage' });
      expect(storage).toHaveAttribute('href', '/facility-pages/37');
      expect(screen.getByRole('button', { name: 'Storage Facilities' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Sand Hill Recharge' })).toHaveAttribute(
        'href',
        '/facility-pages/41',
      );
      expect(screen.queryByRole('link', { name: 'Facilities' })).not.toBeInTheDocument();
      expect(fetch).toHaveBeenCalledWith('/api/authorized-facilities', expect.anything());
    },
  );

  it("shows each facility type's icon, and a place marker for a name it does not know", async () => {
    renderSidebar();
    expect(await iconOf('Lupton Bottoms Storage')).toBe('WavesIcon');
    expect(await iconOf('Sand Hill Recharge')).toBe('OpacityIcon');
    expect(await iconOf('Fort Lupton Well Field')).toBe('PlaceIcon');
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
