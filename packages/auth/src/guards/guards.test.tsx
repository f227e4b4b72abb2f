import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@headgate/routing';
import { useAuthStore } from '../authStore';
import type { Role } from '../roles';
import { signInAs } from '../testing/signInAs';
import { DeveloperOnly } from './DeveloperOnly';
import { SoftAdminGuard } from './SoftAdminGuard';
import { SoftUserGuard } from './SoftUserGuard';

function renderAt(path: string, element: ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

const secret = <p>Restricted content</p>;

beforeEach(() => act(() => useAuthStore.getState().clearSession()));

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
