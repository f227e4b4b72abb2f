import { PAGE_DOCUMENTS, PAGES } from '@headgate/site-map';
import { ChangelogPage } from '../src/pages/ChangelogPage';
import { SupportPage } from '../src/pages/SupportPage';
import { renderFixedTextPage } from './renderFixedTextPage';
import { renderLandingPage } from './renderLandingPage';

/** Every page the shell renders at build, by the HTML document it goes in. */
export function renderShellPages(): Record<string, string> {
  return {
    [PAGE_DOCUMENTS.login]: renderLandingPage(),
    [PAGE_DOCUMENTS.changelog]: renderFixedTextPage(PAGES.changelog.path, <ChangelogPage />),
    [PAGE_DOCUMENTS.support]: renderFixedTextPage(PAGES.support.path, <SupportPage />),
  };
}
