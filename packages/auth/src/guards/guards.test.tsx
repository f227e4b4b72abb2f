import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@headgate/routing';
import { useAuthStore } from '../authStore';
import type { Role } from '../roles';
import { DeveloperOnly } from './DeveloperOnly';
import { SoftAdminGuard } from './SoftAdminGuard';
import { SoftUserGuard } from './SoftUserGuard';
import { StrictAdminGuard } from './StrictAdminGuard';

function signInAs(roles: Role[]) {
  act(() =>
    useAuthStore.getState().setSession({
      user: { id: 'auth0|ada', name: 'Ada', email: 'ada@district.example', nickname: 'ada' },
      roles,
      landingPageNdx: 1,
      getAccessToken: () => Promise.resolve(null),
    }),
  );
}

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

describe.each([
  ['SoftAdminGuard', SoftAdminGuard, ['Administrator', 'Developer'], ['User', 'All Data User']],
  ['SoftUserGuard', SoftUserGuard, ['User', 'Administrator', 'Developer'], ['All Data User']],
  ['DeveloperOnly', DeveloperOnly, ['Developer'], ['Administrator', 'User']],
] as const)('%s', (_name, Guard, passing, failing) => {
  it.each<Role>([...passing])('shows the content to a %s', (role) => {
    signInAs([role]);
    renderAt('/', <Guard>{secret}</Guard>);
    expect(screen.getByText('Restricted content')).toBeInTheDocument();
  });

  it.each<Role>([...failing])('renders nothing for a %s', (role) => {
    signInAs([role]);
    const { container } = renderAt('/', <Guard>{secret}</Guard>);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when nobody is signed in', () => {
    const { container } = renderAt('/', <Guard>{secret}</Guard>);
    expect(container).toBeEmptyDOMElement();
  });
});
