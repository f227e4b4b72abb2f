import { create } from 'zustand';
import { DEFAULT_LANDING_PAGE_NDX } from '@headgate/contracts/authSettings';
import type { Role } from './roles';

/** `loading` until the shell knows whether someone is signed in; then one of the other two. */
export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

/** The signed-in user, as the identity token names them. */
export interface AuthUser {
  /** The token's subject (`sub`): stable across sessions, unique per user. */
  id: string;
  name: string;
  email: string;
  nickname: string;
}

/** Resolves the current access token, or null when there is none (calls then go anonymous). */
export type AccessTokenGetter = () => Promise<string | null>;

/** Everything the shell learns when someone signs in. */
export interface AuthSession {
  user: AuthUser;
  roles: Role[];
  /** The user's landing page id (spec/dashboard.md §4, default 1). */
  landingPageNdx: number;
  getAccessToken: AccessTokenGetter;
  /**
   * True when the session has expired while the device is offline: the user is still known, so
   * what they already have stays readable, but there is no token until they sign in again, which
   * waits for the network.
   */
  keptOffline?: boolean;
}

/** How remotes ask the shell to sign in or out without importing it. */
export interface SignInActions {
  /**
   * Sends the visitor to the sign-in provider. With `returnTo` they come back to that path,
   * otherwise to their landing page. Resolves false when sign-in could not start; the user has
   * then been told why.
   */
  signIn: (returnTo?: string) => Promise<boolean>;
  /** Ends the session; resolves true when the page is leaving for the provider's sign-out. */
  signOut: () => Promise<boolean>;
}

interface AuthState extends SignInActions {
  status: AuthStatus;
  user: AuthUser | null;
  roles: Role[];
  landingPageNdx: number;
  getAccessToken: AccessTokenGetter;
  /** See {@link AuthSession.keptOffline}. */
  keptOffline: boolean;
  setSession: (session: AuthSession) => void;
  clearSession: () => void;
  /** The shell installs its sign-in actions once at start. */
  installSignInActions: (actions: SignInActions) => void;
}

const noToken: AccessTokenGetter = () => Promise.resolve(null);

// Until the shell installs its actions (a remote running on its own), there is nowhere to sign in.
const noSignIn: SignInActions = {
  signIn: () => Promise.resolve(false),
  signOut: () => Promise.resolve(false),
};

function anonymous(): Pick<
  AuthState,
  'status' | 'user' | 'roles' | 'landingPageNdx' | 'getAccessToken' | 'keptOffline'
> {
  return {
    status: 'anonymous',
    user: null,
    roles: [],
    landingPageNdx: DEFAULT_LANDING_PAGE_NDX,
    getAccessToken: noToken,
    keptOffline: false,
  };
}

/**
 * The one auth store on the page. The shell writes it from the sign-in provider; remotes read it
 * and may ask for sign-in through `signIn`. It is a shared federation singleton, so every area
 * sees the same user. It starts `loading`, so that nothing decides on access before the shell
 * knows who is there.
 */
export const useAuthStore = create<AuthState>()((set) => ({
  ...anonymous(),
  status: 'loading',
  ...noSignIn,
  setSession: (session) => set({ status: 'authenticated', keptOffline: false, ...session }),
  clearSession: () => set(anonymous()),
  installSignInActions: ({ signIn, signOut }) => set({ signIn, signOut }),
}));
