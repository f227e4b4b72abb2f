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
  ['/login', true],
  ['/login/', true],
  ['/LOGIN', true],
  ['/account/profile', true],
  ['/auth/callback', true],
  ['/', false],
  ['/dashboard', false],
  ['/facility-pages/12', false],
  ['/no-such-page', false],
])("tells %s apart as the shell's own page: %s", (pathname, own) => {
  expect(isShellPage(pathname)).toBe(own);
});

it.each([
  ['/login', true],
  ['/login/', true],
  ['/', false],
  ['/account', false],
])('knows %s as the landing page: %s', (pathname, landing) => {
  expect(isLandingPage(pathname)).toBe(landing);
});
