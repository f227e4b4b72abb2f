import { PATHS } from '@headgate/site-map';

/**
 * A return path carried through the provider in the OIDC `state`, if it is one of this site's
 * paths. Anything else (another origin, `//host`, not a string) is dropped.
 */
export function returnToOf(state: unknown): string | undefined {
  const returnTo = (state as { returnTo?: unknown } | null | undefined)?.returnTo;
  if (typeof returnTo !== 'string') return undefined;
  return returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : undefined;
}

/**
 * Where a user goes after signing in (spec/dashboard.md §4): back to the protected route that
 * sent them to sign in, otherwise to their landing page's path; the public map when that path
 * cannot be read.
 */
export async function postLoginDestination({
  returnTo,
  landingPagePath,
}: {
  returnTo: string | undefined;
  landingPagePath: () => Promise<string>;
}): Promise<string> {
  if (returnTo) return returnTo;
  return landingPagePath().catch(() => PATHS.publicMap);
}

/** Goes to the destination unless the user is already there. */
export function navigateUnlessThere(
  destination: string,
  currentPath: string,
  navigate: (to: string, options: { replace: boolean }) => void,
): void {
  if (destination !== currentPath) navigate(destination, { replace: true });
}
