import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@headgate/routing';
import { useAuthStore } from '@headgate/auth';
import { signInAs, visitAnonymously, whileSignInLoads } from '../testing/authFixtures';
import { TopBar } from './TopBar';

const signIn = jest.fn<Promise<boolean>, [string?]>();

function renderTopBar() {
  act(() => useAuthStore.setState({ signIn }));
  return render(
    <MemoryRouter initialEntries={['/facility-pages/37']}>
      <TopBar onToggleSidebar={() => undefined} />
    </MemoryRouter>,
  );
}

beforeEach(() => signIn.mockReset().mockResolvedValue(true));

describe('top bar', () => {
  it("shows an anonymous visitor 'Login', which signs in towards the landing page", async () => {
    visitAnonymously();
    renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(signIn).toHaveBeenCalledWith();
  });

  it("hides 'Login' while the sign-in is read, and once signed in", () => {
    whileSignInLoads();
    const { unmount } = renderTopBar();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    unmount();
    signInAs(['User']);
    renderTopBar();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
  });
});
