import { DEFAULT_ROLE_ID } from '@headgate/contracts';
import { landingPageAfterRole, landingPagesFor } from './userRoleRule';

const PAGES = [1, 2, 3].map((n) => ({ landing_page_ndx: n, landing_page_name: `Page ${n}` }));

describe("the default role's landing page rule", () => {
  it('hides landing page 2 from the default role only', () => {
    expect(landingPagesFor(DEFAULT_ROLE_ID, PAGES).map((page) => page.landing_page_ndx)).toEqual([
      1, 3,
    ]);
    expect(landingPagesFor('rol_admin', PAGES)).toHaveLength(3);
  });

  it('forces landing page 1 when the role becomes the default one', () => {
    expect(landingPageAfterRole(DEFAULT_ROLE_ID, 3)).toBe(1);
    expect(landingPageAfterRole('rol_admin', 3)).toBe(3);
  });
});
