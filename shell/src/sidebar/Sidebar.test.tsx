import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
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

beforeEach(() => {
  localStorage.clear();
  useSidebarStore.setState({ open: true, collapsedGroups: [] });
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

  it('remembers that it was closed', async () => {
    act(() => useSidebarStore.getState().toggleOpen());
    expect(stored().open).toBe(false);
    await reloadPage();
    expect(useSidebarStore.getState().open).toBe(false);
  });
});
