import { isRemoteId } from '@headgate/platform';
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

/** The versions pinned in this tab: from the address (kept for the tab's later pages) or set by a developer. */
export function remotePins(): Record<string, string> {
  const kept = JSON.parse(sessionStorage.getItem(PINS_KEY) ?? '{}') as Record<string, string>;
  const fromUrl = parsePins(
    new URLSearchParams(window.location.search).getAll(REMOTE_VERSION_PARAM),
  );
  const pins = { ...kept, ...fromUrl };
  if (Object.keys(fromUrl).length) sessionStorage.setItem(PINS_KEY, JSON.stringify(pins));
  return pins;
}

/** Pins (or, with an empty version, unpins) a remote's version for this tab. */
export function setRemotePin(remote: string, version: string): void {
  const pins = remotePins();
  if (version) pins[remote] = version;
  else delete pins[remote];
  sessionStorage.setItem(PINS_KEY, JSON.stringify(pins));
}

/** How this browser chooses among a remote's entries. */
export function entryChooser(): EntryChooser {
  return { browserId: browserId(), pins: remotePins() };
}
