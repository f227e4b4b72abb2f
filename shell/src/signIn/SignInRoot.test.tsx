import { render, screen, waitFor } from '@testing-library/react';
import type { AuthSettings } from '@headgate/contracts/authSettings';
import { useAuthStore } from '@headgate/auth';
import { whileSignInLoads } from '../testing/authFixtures';
import { loadAuthSettings } from './authSettings';
import { SignInRoot } from './SignInRoot';
import { useSignInStore } from './signInStore';
import { storedSessionKey } from './storedSession';
import { TEST_AUTH_SETTINGS } from '../testing/authFixtures';

jest.mock('./authSettings', () => ({ loadAuthSettings: jest.fn() }));
jest.mock('./SignInSession', () => ({
  SignInSession: ({ completeCallback }: { completeCallback: boolean }) => (
    <p>{completeCallback ? 'Completing the sign-in' : 'Restoring the session'}</p>
  ),
}));
const mockedLoadSettings = jest.mocked(loadAuthSettings);

const SETTINGS = TEST_AUTH_SETTINGS;

beforeEach(() => {
  whileSignInLoads();
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  useSignInStore.setState({ callback: { state: 'idle' } });
  mockedLoadSettings.mockReset().mockResolvedValue(SETTINGS);
});

describe('sign-in at start', () => {
  it('is loading until the settings are read, then anonymous without loading the OIDC client', async () => {
    let settingsRead: (settings: AuthSettings) => void = () => undefined;
    mockedLoadSettings.mockReturnValue(new Promise((resolve) => (settingsRead = resolve)));
    render(<SignInRoot />);
    expect(useAuthStore.getState().status).toBe('loading');
    settingsRead(SETTINGS);
    await waitFor(() => expect(useAuthStore.getState().status).toBe('anonymous'));
    expect(screen.queryByText('Restoring the session')).not.toBeInTheDocument();
  });

  it('restores the session a visitor holds from an earlier page load', async () => {
    localStorage.setItem(storedSessionKey(SETTINGS), '{}');
    render(<SignInRoot />);
    expect(await screen.findByText('Restoring the session')).toBeInTheDocument();
  });

  it('completes the sign-in when the provider sends the user back', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=xyz');
    render(<SignInRoot />);
    expect(useSignInStore.getState().callback).toEqual({ state: 'completing' });
    expect(await screen.findByText('Completing the sign-in')).toBeInTheDocument();
  });

  it('works anonymously when the settings cannot be read', async () => {
    mockedLoadSettings.mockRejectedValue(new Error('the server could not be reached'));
    render(<SignInRoot />);
    await waitFor(() => expect(useAuthStore.getState().status).toBe('anonymous'));
  });

  it('explains a callback that cannot complete because the settings cannot be read', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=xyz');
    mockedLoadSettings.mockRejectedValue(new Error('the server could not be reached'));
    render(<SignInRoot />);
    await waitFor(() =>
      expect(useSignInStore.getState().callback).toEqual({
        state: 'failed',
        message: 'Sign-in is unavailable: the server could not be reached.',
      }),
    );
  });
});
