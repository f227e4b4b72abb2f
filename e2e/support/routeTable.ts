import { PAGES, type PageDefinition, type PageId } from '@headgate/site-map';

/** The facility the spec names as the default (spec/dashboard.md), for `/facility-pages/:id`. */
const FACILITY_ID = '37';

const pages = (Object.keys(PAGES) as PageId[]).map((id) => ({
  id,
  page: PAGES[id] as PageDefinition,
}));

/** Every page an area renders: path (parameters filled in), the area, the page title. */
export const EXPECTED_ROUTES = pages.flatMap(({ id, page }) =>
  page.owner === 'shell'
    ? []
    : [
        {
          page: id,
          path: page.path.replace(':id', FACILITY_ID),
          remote: page.owner,
          title: page.title!,
        },
      ],
);

/** Routes the shell renders itself, and the heading each shows. */
export const SHELL_ROUTES = [
  // The sign-in page is the landing page; its heading is the platform's headline.
  {
    page: 'login',
    path: PAGES.login.path,
    title: 'A System for Real-time Data Collection, Management, Visualization and Analytic',
  },
  { page: 'account', path: PAGES.account.path, title: PAGES.account.title },
  { page: 'accountProfile', path: PAGES.accountProfile.path, title: PAGES.accountProfile.title },
] as const satisfies readonly { page: PageId; path: string; title: string }[];
