import { isRemoteId } from '@headgate/site-map';
import type { EntryChooser } from '@headgate/platform/discovery';

const BROWSER_ID_KEY = 'headgate.browserId';
const PINS_KEY = 'headgate.remotePins';
/** `?remote-version=mfe-admin@0.2.0` (repeatable, or comma-separated) pins versions for testing. */
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
 * The versions pinned in this tab: from the address or set by a developer. A pin from the address
 * is kept for the tab's later pages and then dropped from the address, so that the drawer can
 * clear it (a reload would otherwise pin it again).
 */
export function remotePins(): Record<string, string> {
  const url = new URL(window.location.href);
  const fromUrl = parsePins(url.searchParams.getAll(REMOTE_VERSION_PARAM));
  const pins = { ...keptPins(), ...fromUrl };
  if (url.searchParams.has(REMOTE_VERSION_PARAM) && keepPins(pins)) {
    url.searchParams.delete(REMOTE_VERSION_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
  return pins;
}

/** Pins (or, with an empty version, unpins) a remote's version for this tab. */
export function setRemotePin(remote: string, version: string): void {
  const pins = remotePins();
  if (version) pins[remote] = version;
  else delete pins[remote];
  keepPins(pins);
}

/** How this browser chooses among a remote's entries. */
export function entryChooser(): EntryChooser {
  return { browserId: browserId(), pins: remotePins() };
}
