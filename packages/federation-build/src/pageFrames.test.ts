import fs from 'node:fs';
import path from 'node:path';
import { FRAME_THEME_SCRIPT, PAGE_DOCUMENTS, PAGES } from '@headgate/site-map';
import { assetPlaceholder, FRAME_STYLE, PAGE_FRAMES, resolveAssetPlaceholders } from './pageFrames';

const ROOT = path.resolve(__dirname, '../../..');
const assetUrl = (sourceFile: string) => `/assets/${sourceFile}`;
const frameOf = (filename: string, prerendered = '') => {
  const frame = PAGE_FRAMES.find((candidate) => candidate.filename === filename)!;
  return { ...frame, markup: frame.markup(prerendered) };
};

describe('page frames written into the HTML', () => {
  it('gives the public map its title and the map panel, before any script', () => {
    const { markup } = frameOf(PAGE_DOCUMENTS.publicMap);
    expect(markup).toContain(`<h1>${PAGES.publicMap.title}</h1>`);
    expect(markup).toContain('class="hg-frame-map"');
    expect(markup).toContain('class="hg-frame-bar"');
  });

  it('puts the URL this build gave each asset in place of its placeholder', () => {
    const markup = `<img src="${assetPlaceholder('poster.jpg')}"><source src="${assetPlaceholder('loop.webm')}">`;
    expect(resolveAssetPlaceholders(markup, assetUrl)).toBe(
      '<img src="/assets/poster.jpg"><source src="/assets/loop.webm">',
    );
  });

  it('starts every other page from the top bar alone: no title it might not have', () => {
    const { markup } = frameOf(PAGE_DOCUMENTS.other);
    expect(markup).toContain('class="hg-frame-bar"');
    expect(markup).not.toContain('<h1');
  });

  it('puts a page the shell rendered at build inside the top bar and sidebar, titled as the app titles it', () => {
    const page = '<section><h1>Support</h1></section>';
    const { markup, title } = frameOf(PAGE_DOCUMENTS.support, page);
    expect(markup).toContain('class="hg-frame-bar"');
    expect(markup).toContain(`<main class="hg-frame-main">${page}</main>`);
    expect(title).toBe(`${PAGES.support.title} | Headgate`);
    expect(frameOf(PAGE_DOCUMENTS.login, page).markup).toBe(page);
  });

  it("reads the visitor's theme where the theme store keeps it, and styles each theme", () => {
    const store = fs.readFileSync(
      path.join(ROOT, 'packages/design-system/src/theme/themeStore.ts'),
      'utf8',
    );
    const key = /name: '([^']+)'/.exec(store)![1]!;
    expect(FRAME_THEME_SCRIPT).toContain(`localStorage.getItem('${key}')`);
    expect(FRAME_STYLE).toContain('[data-hg-theme=DARK] body{background:#121820');
    expect(FRAME_STYLE).toContain('[data-hg-theme=DEFAULT] .hg-frame-bar{background:#336699');
  });
});
