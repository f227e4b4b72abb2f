import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@headgate/routing';
import { useAuthStore, type Role } from '@headgate/auth';
import { signInAs } from '../testing/renderAreaPage';
import { StrictAdminGuard } from './StrictAdminGuard';

function renderAt(path: string, element: ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

const secret = <p>Restricted content</p>;

beforeEach(() => act(() => useAuthStore.getState().clearSession()));

describe('StrictAdminGuard', () => {
  it.each<Role>(['Administrator', 'Developer'])('shows the content to a %s', (role) => {
    signInAs([role]);
    renderAt('/admin/users-management', <StrictAdminGuard>{secret}</StrictAdminGuard>);
    expect(screen.getByText('Restricted content')).toBeInTheDocument();
  });

  it.each<Role>(['User', 'All Data User', 'River Photos'])(
    'shows a %s the Unauthorized screen',
    (role) => {
      signInAs([role]);
      renderAt('/admin/users-management', <StrictAdminGuard>{secret}</StrictAdminGuard>);
      expect(screen.getByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
      expect(screen.getByText('/admin/users-management')).toBeInTheDocument();
      expect(screen.queryByText('Restricted content')).not.toBeInTheDocument();
    },
  );

  it('shows the Unauthorized screen when nobody is signed in', () => {
    renderAt('/admin/users-management', <StrictAdminGuard>{secret}</StrictAdminGuard>);
    expect(screen.getByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
  });

  it('shows the loader, not Unauthorized, while the sign-in is read', () => {
    act(() => useAuthStore.setState({ status: 'loading' }));
    renderAt('/admin/users-management', <StrictAdminGuard>{secret}</StrictAdminGuard>);
    expect(screen.getByRole('status', { name: 'Checking your access' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unauthorized' })).not.toBeInTheDocument();
  });
});
