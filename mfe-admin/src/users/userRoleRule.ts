import {
  DEFAULT_ROLE_ID,
  DEFAULT_ROLE_LANDING_PAGE_NDX,
  LANDING_PAGE_HIDDEN_FOR_DEFAULT_ROLE,
  type LandingPage,
} from '@headgate/contracts';

/** The landing pages a role may be given: the default role never gets page 2 (spec §4). */
export function landingPagesFor(role: string | null | undefined, pages: readonly LandingPage[]) {
  return pages.filter(
    (page) =>
      role !== DEFAULT_ROLE_ID || page.landing_page_ndx !== LANDING_PAGE_HIDDEN_FOR_DEFAULT_ROLE,
  );
}

/** The landing page a role change leaves: the default role is forced to page 1 (spec §4). */
export function landingPageAfterRole(role: string | null | undefined, current: number | null) {
  return role === DEFAULT_ROLE_ID ? DEFAULT_ROLE_LANDING_PAGE_NDX : current;
}
