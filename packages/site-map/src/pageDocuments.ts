import { PAGES } from './pages';

/**
 * The HTML documents of the shell's build, each with the page frame the visitor sees before any
 * script runs: the public map, the landing page, and the bare frame (top bar and sidebar) every
 * other page starts from.
 */
export const PAGE_DOCUMENTS = {
  publicMap: 'index.html',
  login: 'login.html',
  other: 'app.html',
} as const;

/** The document the server sends for a page's path. */
export function pageDocumentOf(pathname: string): string {
  if (pathname === PAGES.publicMap.path) return PAGE_DOCUMENTS.publicMap;
  if (pathname === PAGES.login.path) return PAGE_DOCUMENTS.login;
  return PAGE_DOCUMENTS.other;
}
