import { create } from 'zustand';
import type { Role } from './roles';

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
}

interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  roles: Role[];
  /** Resolves the current access token, or null when there is none (calls then go anonymous). */
  getAccessToken: () => Promise<string | null>;
  setSession: (session: {
    user: AuthUser;
    roles: Role[];
    getAccessToken: () => Promise<string | null>;
  }) => void;
  clearSession: () => void;
}

const noToken = () => Promise.resolve(null);

/**
 * The one auth store on the page. The shell writes it from the sign-in provider; remotes only
 * read it. It is a shared federation singleton, so every area sees the same user.
 */
export const useAuthStore = create<AuthState>()((set) => ({
  status: 'anonymous',
  user: null,
  roles: [],
  getAccessToken: noToken,
  setSession: ({ user, roles, getAccessToken }) =>
    set({ status: 'authenticated', user, roles, getAccessToken }),
  clearSession: () => set({ status: 'anonymous', user: null, roles: [], getAccessToken: noToken }),
}));
