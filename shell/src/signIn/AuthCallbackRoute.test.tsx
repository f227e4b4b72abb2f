import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@headgate/routing';
import { useAuthStore } from '@headgate/auth';
import { AuthCallbackRoute } from './AuthCallbackRoute';
import { useSignInStore, type CallbackState } from './signInStore';

const signIn = jest.fn<Promise<boolean>, [string?]>();

function renderCallback(callback: CallbackState, path = '/auth/callback') {
  act(() => {
    useAuthStore.setState({ signIn });
    useSignInStore.setState({ callback });
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/auth/callback" element={<AuthCallbackRoute />} />
        <Route path="/" element={<p>Public map</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => signIn.mockReset().mockResolvedValue(true));

describe('/auth/callback', () => {
  it('shows the loader while the sign-in completes', () => {
    renderCallback({ state: 'completing' });
    expect(screen.getByRole('status', { name: 'Completing sign-in' })).toBeInTheDocument();
  });

  it("shows the loader when the page opens with the provider's answer, before the session takes it", () => {
    renderCallback({ state: 'idle' }, '/auth/callback?code=abc&state=xyz');
    expect(screen.getByRole('status', { name: 'Completing sign-in' })).toBeInTheDocument();
  });

  it('explains a failed sign-in and tries again', async () => {
    renderCallback({ state: 'failed', message: 'No matching state found in storage' });
    expect(screen.getByText('Sign-in could not be completed')).toBeInTheDocument();
    expect(screen.getByText('No matching state found in storage')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(signIn).toHaveBeenCalledWith();
  });

  it('with nothing to complete, goes to the public map', () => {
    renderCallback({ state: 'idle' });
    expect(screen.getByText('Public map')).toBeInTheDocument();
  });
});
