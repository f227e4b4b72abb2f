import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@headgate/routing';
import { useAuthStore } from '@headgate/auth';
import { DisclaimerDialog } from './DisclaimerDialog';
import { DISCLAIMER_TEXT } from './disclaimerText';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderDialog(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <DisclaimerDialog />
              <CurrentPath />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const signIn = () =>
  act(() =>
    useAuthStore.getState().setSession({
      user: { id: 'auth0|ada', name: 'Ada', email: 'ada@district.example', nickname: 'ada' },
      roles: ['User'],
      landingPageNdx: 1,
      getAccessToken: () => Promise.resolve('token'),
    }),
  );

// The dialog focuses Accept (and MUI animates its focus ripple) after it opens.
const expectAcceptFocused = () =>
  waitFor(() => expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus());

beforeEach(() => {
  sessionStorage.clear();
  act(() => useAuthStore.getState().clearSession());
});

describe('DisclaimerDialog', () => {
  it('shows anonymous visitors the title and the disclaimer, Accept focused', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Disclaimer' });
    expect(dialog).toHaveAccessibleDescription(DISCLAIMER_TEXT);
    expect(DISCLAIMER_TEXT).toMatch(/informational purposes only/);
    expect(DISCLAIMER_TEXT).toMatch(/legal, engineering or surveying purposes/);
    expect(DISCLAIMER_TEXT).toMatch(/disclaims any liability/);
    await expectAcceptFocused();
  });

  it('closes on Accept and does not ask again in this browser session', async () => {
    const { unmount } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();
    renderDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Decline and navigates to the root, and asks again on the next visit', async () => {
    const { unmount } = renderDialog('/somewhere');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    unmount();
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Disclaimer' })).toBeInTheDocument();
    await expectAcceptFocused();
  });

  it('closes by itself once the user is authenticated', async () => {
    renderDialog();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    signIn();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not shown to a signed-in user, nor while sign-in is still loading', () => {
    act(() => useAuthStore.setState({ status: 'loading' }));
    const { unmount } = renderDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    signIn();
    renderDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('needs an answer: Escape does not close it', async () => {
    renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Disclaimer' })).toBeInTheDocument();
  });

  it('still works when session storage is blocked', async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
