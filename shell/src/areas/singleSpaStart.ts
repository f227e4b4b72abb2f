import { start } from 'single-spa';

let started = false;

/**
 * Starts single-spa, whose patched history keeps every parcel's router in step with the shell's.
 * Called before the first parcel mounts: until then no router but the shell's exists, and a page
 * without areas (the landing page) never loads single-spa at all.
 */
export function startSingleSpa(): void {
  if (started) return;
  started = true;
  start({ urlRerouteOnly: true });
}
