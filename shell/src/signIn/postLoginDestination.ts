import type { Role } from '@headgate/auth';
import { PAGES, PATHS, canOpen, type PageId } from '@headgate/site-map';

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
 * Whether a user signed in with these roles may open the page at `path`, by the page manifest's
 * one rule (`canOpen`). A path that is no page of the manifest (a facility page, an unknown
 * path) is left to the router.
 */
export function signedInMayOpen(roles: readonly Role[]): (path: string) => boolean {
  return (path) => {
    const [pathname = path] = path.split(/[?#]/);
    const page = (Object.keys(PAGES) as PageId[]).find((id) => PAGES[id].path === pathname);
    return page === undefined || canOpen(page, 'authenticated', roles);
  };
}

/**
 * Where a user goes after signing in (spec/dashboard.md §4): back to the protected route that
 * sent them to sign in, otherwise to their landing page's path; the public map when that path
 * cannot be read, or leads to a page their role may not open (a River Photos user given Query &
 * Download would land on the Unauthorized screen).
 */
export async function postLoginDestination({
  returnTo,
  landingPagePath,
  mayOpen,
}: {
  returnTo: string | undefined;
  landingPagePath: () => Promise<string>;
  mayOpen: (path: string) => boolean;
}): Promise<string> {
  if (returnTo) return returnTo;
  const landing = await landingPagePath().catch(() => PATHS.publicMap);
  return mayOpen(landing) ? landing : PATHS.publicMap;
}

/** Goes to the destination unless the user is already there. */
export function navigateUnlessThere(
  destination: string,
  currentPath: string,
  navigate: (to: string, options: { replace: boolean }) => void,
): void {
  if (destination !== currentPath) navigate(destination, { replace: true });
}
