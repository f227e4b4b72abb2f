import { isRemoteId } from '@headgate/site-map';
import type { EntryChooser } from '@headgate/platform/discovery';
import { DEVELOPER_ROLES, hasAnyRole, useAuthStore } from '@headgate/auth';

const BROWSER_ID_KEY = 'headgate.browserId';
const PINS_KEY = 'headgate.remotePins';
/**
 * `?remote-version=mfe-admin@0.2.0` (repeatable, or comma-separated) pins versions for testing, for
 * a signed-in Developer only.
 */
export const REMOTE_VERSION_PARAM = 'remote-version';

/**
 * This browser's random id for drawing canary shares: kept in localStorage, so the draw holds
 * across reloads and tabs. It is never sent anywhere.
 */
export function browserId(): string {
  try {
    const kept = localStorage.getItem(BROWSER_ID_KEY);
    if (kept) return kept;
    const id = crypto.randomUUID();
    localStorage.setItem(BROWSER_ID_KEY, id);
    return id;
  } catch {
    // No storage (private mode): a draw per page load is the best there is.
    return `${Date.now()}-${Math.random()}`;
  }
}

/** Parses `mfe-admin@0.2.0` pins; anything else is ignored. */
export function parsePins(values: readonly string[]): Record<string, string> {
  const pins: Record<string, string> = {};
  for (const pin of values.flatMap((value) => value.split(','))) {
    const at = pin.indexOf('@');
    const remote = pin.slice(0, at).trim();
    const version = pin.slice(at + 1).trim();
    if (at > 0 && version && isRemoteId(remote)) pins[remote] = version;
  }
  return pins;
}

/** The pins kept for this tab; storage that is missing, throws or holds junk keeps none. */
function keptPins(): Record<string, string> {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(PINS_KEY) ?? '{}');
    if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return {};
    return Object.fromEntries(
      Object.entries(kept).filter(
        (pin): pin is [string, string] => isRemoteId(pin[0]) && typeof pin[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** Keeps the tab's pins; false when storage refuses them. */
function keepPins(pins: Record<string, string>): boolean {
  try {
    sessionStorage.setItem(PINS_KEY, JSON.stringify(pins));
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a Developer is signed in. Pins are theirs alone: a link with `?remote-version=` must
 * not put anyone else on an old or untried version.
 */
function developerSignedIn(): boolean {
  const { status, roles } = useAuthStore.getState();
  return status === 'authenticated' && hasAnyRole(roles, DEVELOPER_ROLES);
}

/** Resolves once the shell knows who is signed in (the auth store leaves `loading`). */
function signInKnown(): Promise<void> {
  if (useAuthStore.getState().status !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useAuthStore.subscribe(({ status }) => {
      if (status === 'loading') return;
      stop();
      resolve();
    });
  });
}

/** Whether the tab asks for any pin, in its address or kept. */
function pinsAsked(): boolean {
  return (
    new URL(window.location.href).searchParams.has(REMOTE_VERSION_PARAM) ||
    Object.keys(keptPins()).length > 0
  );
}

/**
 * The versions pinned in this tab: from the address or set by a developer. A pin from the address
 * is kept for the tab's later pages and then dropped from the address, so that the drawer can
 * clear it (a reload would otherwise pin it again). Anyone but a signed-in Developer has none:
 * their address is left as it is, and nothing is kept.
 */
export function remotePins(): Record<string, string> {
  if (!developerSignedIn()) return {};
  const url = new URL(window.location.href);
  const fromUrl = parsePins(url.searchParams.getAll(REMOTE_VERSION_PARAM));
  const pins = { ...keptPins(), ...fromUrl };
  if (url.searchParams.has(REMOTE_VERSION_PARAM) && keepPins(pins)) {
    url.searchParams.delete(REMOTE_VERSION_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
  return pins;
}

/** Pins (or, with an empty version, unpins) a remote's version for this tab; Developers only. */
export function setRemotePin(remote: string, version: string): void {
  if (!developerSignedIn()) return;
  const pins = remotePins();
  if (version) pins[remote] = version;
  else delete pins[remote];
  keepPins(pins);
}

/**
 * How this browser chooses among a remote's entries. A tab that asks for pins waits until the
 * shell knows whether a Developer is signed in; any other does not wait.
 */
export async function entryChooser(): Promise<EntryChooser> {
  if (pinsAsked()) await signInKnown();
  return { browserId: browserId(), pins: remotePins() };
}
