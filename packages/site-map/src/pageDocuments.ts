import { PAGES } from './pages';

/**
 * The HTML documents of the shell's build, each with the page frame the visitor sees before any
 * script runs: the public map, the landing page, the shell's public pages of fixed text (whole,
 * rendered at build), and the bare frame (top bar and sidebar) every other page starts from.
 */
export const PAGE_DOCUMENTS = {
  publicMap: 'index.html',
  login: 'login.html',
  changelog: 'changelog.html',
  support: 'support.html',
  other: 'app.html',
} as const;

const DOCUMENT_OF_PATH: ReadonlyMap<string, string> = new Map([
  [PAGES.publicMap.path, PAGE_DOCUMENTS.publicMap],
  [PAGES.login.path, PAGE_DOCUMENTS.login],
  [PAGES.changelog.path, PAGE_DOCUMENTS.changelog],
  [PAGES.support.path, PAGE_DOCUMENTS.support],
]);

/** The document the server sends for a page's path. */
export function pageDocumentOf(pathname: string): string {
  return DOCUMENT_OF_PATH.get(pathname) ?? PAGE_DOCUMENTS.other;
}
