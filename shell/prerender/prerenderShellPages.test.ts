/** @jest-environment node */
import { PAGE_DOCUMENTS } from '@headgate/site-map';
import { prerenderShellPages } from './prerenderShellPages';
import { PRERENDERED_LANDING_ATTRIBUTE } from '../src/landing/landingWake';
import { PRERENDERED_PAGE_ATTRIBUTE } from './renderFixedTextPage';

// The real render the shell's build runs, in its own Node.js process.
const pages = prerenderShellPages();
const markup = pages[PAGE_DOCUMENTS.login]!;

describe('the landing page rendered at build', () => {
  it('is the whole page, marked as prerendered for the start-up', () => {
    expect(markup.startsWith(`<div ${PRERENDERED_LANDING_ATTRIBUTE}>`)).toBe(true);
    expect(markup).toContain(
      '>A System for Real-time Data Collection, Management, Visualization and Analytic</h1>',
    );
    expect(markup).toContain('>Access the Platform</h2>');
    expect(markup).toMatch(/<button[^>]*aria-label="Log in to Dashboard"/);
    expect(markup).toMatch(/<a[^>]*href="\/"[^>]*>Public Access<\/a>/);
  });

  it('carries its styles, so it paints before any script', () => {
    expect(markup).toContain('<style data-emotion="css-global');
    const logIn = /class="[^"]*(css-[\w-]+)"[^>]*aria-label="Log in to Dashboard"/.exec(markup)!;
    expect(markup).toContain(`.${logIn[1]}{`);
  });

  it('names its media by placeholders the build resolves', () => {
    expect(markup).toContain('src="headgate-asset:waterLoopPoster.jpg"');
    expect(markup).toContain('src="headgate-asset:waterLoop.webm"');
  });
});

describe.each([
  [
    PAGE_DOCUMENTS.changelog,
    'Changelog',
    'The Headgate platform: the shell and five independently',
  ],
  [PAGE_DOCUMENTS.support, 'Support', 'For help with Headgate, contact the district office.'],
])('%s rendered at build', (document, title, text) => {
  const page = pages[document]!;

  it('is the whole page: its title, its breadcrumbs and its text', () => {
    expect(page.startsWith(`<div ${PRERENDERED_PAGE_ATTRIBUTE}>`)).toBe(true);
    expect(page).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(page).toMatch(/<a[^>]*href="\/"[^>]*>Dashboard<\/a>/);
    expect(page).toContain(text);
  });

  it('carries its styles, and hides from a visitor of the dark theme what it drew in the light one', () => {
    const heading = new RegExp(`<h1 class="[^"]*(css-[\\w-]+)"`).exec(page)!;
    expect(page).toContain(`.${heading[1]}{`);
    expect(page).toContain(
      `[data-hg-theme=DARK] [${PRERENDERED_PAGE_ATTRIBUTE}]{visibility:hidden}`,
    );
  });
});
