/** sessionStorage key of the flag set before a login redirect (spec/dashboard.md §4). */
export const LOGIN_INITIATED_KEY = 'headgate.loginInitiated';

/** Notes, before leaving for the provider, that this tab started a login. */
export function markLoginInitiated(): void {
  sessionStorage.setItem(LOGIN_INITIATED_KEY, 'true');
}

/** Clears the flag once the login has completed or failed. */
export function clearLoginInitiated(): void {
  sessionStorage.removeItem(LOGIN_INITIATED_KEY);
}

/** Whether a login started by this tab is still being completed. */
export function isLoginInitiated(): boolean {
  return sessionStorage.getItem(LOGIN_INITIATED_KEY) !== null;
}
