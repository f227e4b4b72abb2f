import { useAuthStore } from '@headgate/auth';
import { useToastStore } from '@headgate/design-system';
import { signInAs } from '../testing/authFixtures';
import { loadAuthSettings } from './authSettings';
import { LOGIN_INITIATED_KEY } from './loginInitiatedFlag';
import { redirectToSignIn, redirectToSignOut } from './oidcSession';
import { installSignInActions } from './signInActions';
import { storedSessionKey } from './storedSession';
import { TEST_AUTH_SETTINGS } from '../testing/authFixtures';

jest.mock('./authSettings', () => ({ loadAuthSettings: jest.fn() }));
jest.mock('./oidcSession', () => ({ redirectToSignIn: jest.fn(), redirectToSignOut: jest.fn() }));
const mockedLoadSettings = jest.mocked(loadAuthSettings);
const mockedSignInRedirect = jest.mocked(redirectToSignIn);
const mockedSignOutRedirect = jest.mocked(redirectToSignOut);

const SETTINGS = TEST_AUTH_SETTINGS;

const toastMessage = () => useToastStore.getState().toast?.message;

beforeAll(installSignInActions);
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useToastStore.setState({ toast: null });
  mockedLoadSettings.mockReset().mockResolvedValue(SETTINGS);
  mockedSignInRedirect.mockReset().mockResolvedValue();
  mockedSignOutRedirect.mockReset().mockResolvedValue();
});

describe('signing in', () => {
  it('sets the login-initiated flag, then leaves for the provider with the return path', async () => {
    mockedSignInRedirect.mockImplementation(async () => {
      expect(sessionStorage.getItem(LOGIN_INITIATED_KEY)).not.toBeNull();
    });
    await expect(useAuthStore.getState().signIn('/secret')).resolves.toBe(true);
    expect(mockedSignInRedirect).toHaveBeenCalledWith(SETTINGS, '/secret');
  });

  it('without a return path leaves it to the landing page', async () => {
    await useAuthStore.getState().signIn();
    expect(mockedSignInRedirect).toHaveBeenCalledWith(SETTINGS, undefined);
  });

  it('says in a toast why it cannot start when the sign-in settings cannot be read', async () => {
    mockedLoadSettings.mockRejectedValue(new Error('the server answered 503 Service Unavailable'));
    await expect(useAuthStore.getState().signIn()).resolves.toBe(false);
    expect(toastMessage()).toBe(
      'Sign-in is unavailable: the server answered 503 Service Unavailable.',
    );
    expect(sessionStorage.getItem(LOGIN_INITIATED_KEY)).toBeNull();
  });

  it('says in a toast why it cannot start when the provider cannot be reached', async () => {
    mockedSignInRedirect.mockRejectedValue(new Error('Failed to fetch'));
    await expect(useAuthStore.getState().signIn()).resolves.toBe(false);
    expect(toastMessage()).toBe('Sign-in is unavailable: Failed to fetch.');
  });
});

describe('signing out', () => {
  it('without a session, clears the store and lets the caller go home', async () => {
    signInAs(['User']);
    await expect(useAuthStore.getState().signOut()).resolves.toBe(false);
    expect(useAuthStore.getState().status).toBe('anonymous');
    expect(mockedSignOutRedirect).not.toHaveBeenCalled();
  });

  it('with a session, leaves for the provider to end it', async () => {
    localStorage.setItem(storedSessionKey(SETTINGS), '{}');
    await expect(useAuthStore.getState().signOut()).resolves.toBe(true);
    expect(mockedSignOutRedirect).toHaveBeenCalledWith(SETTINGS);
  });

  it('when the provider cannot be reached, signs out here and says so', async () => {
    signInAs(['User']);
    localStorage.setItem(storedSessionKey(SETTINGS), '{}');
    mockedSignOutRedirect.mockRejectedValue(new Error('Failed to fetch'));
    await expect(useAuthStore.getState().signOut()).resolves.toBe(false);
    expect(useAuthStore.getState().status).toBe('anonymous');
    expect(toastMessage()).toBe(
      'You are signed out here, but the sign-in provider could not be reached: Failed to fetch.',
    );
  });
});
