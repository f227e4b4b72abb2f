/**
 * The five independently deployed areas of Headgate. The discovery document, the shell's route
 * table and every webpack config refer to a remote by one of these ids.
 */
export const REMOTE_IDS = [
  'mfe-map',
  'mfe-facility',
  'mfe-admin',
  'mfe-data-access',
  'mfe-mobile',
] as const;

export type RemoteId = (typeof REMOTE_IDS)[number];

/** What the shell tells the user about an area (About dialog, unavailable panel). */
export const REMOTE_TITLES: Record<RemoteId, string> = {
  'mfe-map': 'Public Map',
  'mfe-facility': 'Facility Pages',
  'mfe-admin': 'Administration',
  'mfe-data-access': 'Data Access',
  'mfe-mobile': 'Mobile Tracker',
};

/** Port of each app's development server (`pnpm dev`); the shell's is {@link SHELL_DEV_PORT}. */
export const REMOTE_DEV_PORTS: Record<RemoteId, number> = {
  'mfe-map': 3001,
  'mfe-facility': 3002,
  'mfe-admin': 3003,
  'mfe-data-access': 3004,
  'mfe-mobile': 3005,
};

export const SHELL_DEV_PORT = 3000;

/** The one module every remote exposes: its single-spa lifecycles. */
export const REMOTE_APP_MODULE = './app';

/**
 * Module-federation container names must be JavaScript identifiers, so `mfe-map` registers
 * as `mfe_map`.
 */
export function federationName(remote: RemoteId): string {
  return remote.replace(/-/g, '_');
}

export function isRemoteId(value: string): value is RemoteId {
  return (REMOTE_IDS as readonly string[]).includes(value);
}
