import { PAGES, PATHS, type PageId } from '@headgate/site-map';
import { isLandingPage, isShellPage } from './shellPaths';

it("keeps the shell's own pages free of parameters, which path comparison could not match", () => {
  const shellPaths = (Object.keys(PAGES) as PageId[])
    .filter((page) => PAGES[page].owner === 'shell')
    .map((page) => PAGES[page].path);
  expect(shellPaths).toContain(PATHS.login);
  expect(shellPaths.filter((path) => /[:*]/.test(path))).toEqual([]);
});

it.each([
  ['/login', true, true],
  ['/login/', true, true],
  ['/LOGIN', true, true],
  ['/account', true, false],
  ['/account/profile', true, false],
  ['/auth/callback', true, false],
  ['/', false, false],
  ['/dashboard', false, false],
  ['/facility-pages/12', false, false],
  ['/no-such-page', false, false],
])("%s: the shell's own page %s, the landing page %s", (pathname, own, landing) => {
  expect(isShellPage(pathname)).toBe(own);
  expect(isLandingPage(pathname)).toBe(landing);
});
