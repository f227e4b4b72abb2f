import { create } from 'zustand';
import type { AuthSettings } from '@headgate/contracts/authSettings';

/** Where completing a sign-in at `/auth/callback` stands. */
export type CallbackState =
  { state: 'idle' } | { state: 'completing' } | { state: 'failed'; message: string };

interface SignInState {
  /** How to sign in, once read from the server. */
  settings: AuthSettings | null;
  /** The signed-in user's identity-token claims as the provider sent them (never tokens). */
  identityClaims: Record<string, unknown> | null;
  callback: CallbackState;
  setSettings: (settings: AuthSettings) => void;
  setIdentityClaims: (claims: Record<string, unknown> | null) => void;
  setCallback: (callback: CallbackState) => void;
}

/**
 * The shell's own view of the sign-in: what its screens (callback page, developer drawer) need
 * beyond the shared auth store, which stays the only thing remotes read.
 */
export const useSignInStore = create<SignInState>()((set) => ({
  settings: null,
  identityClaims: null,
  callback: { state: 'idle' },
  setSettings: (settings) => set({ settings }),
  setIdentityClaims: (identityClaims) => set({ identityClaims }),
  setCallback: (callback) => set({ callback }),
}));
