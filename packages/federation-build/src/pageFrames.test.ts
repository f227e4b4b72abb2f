import fs from 'node:fs';
import path from 'node:path';
import { FRAME_THEME_SCRIPT, PAGE_DOCUMENTS, PAGES } from '@headgate/site-map';
import { FRAME_STYLE, PAGE_FRAMES } from './pageFrames';

const ROOT = path.resolve(__dirname, '../../..');
const assetUrl = (sourceFile: string) => `/assets/${sourceFile}`;
const frameOf = (filename: string) => {
  const frame = PAGE_FRAMES.find((candidate) => candidate.filename === filename)!;
  return { ...frame, markup: frame.markup(assetUrl) };
};

describe('page frames written into the HTML', () => {
  it('gives the public map its title and the map panel, before any script', () => {
    const { markup } = frameOf(PAGE_DOCUMENTS.publicMap);
    expect(markup).toContain(`<h1>${PAGES.publicMap.title}</h1>`);
    expect(markup).toContain('class="hg-frame-map"');
    expect(markup).toContain('class="hg-frame-bar"');
  });

  it("gives /login the landing page's tagline, word for word as the app draws it", () => {
    const landing = fs.readFileSync(path.join(ROOT, 'shell/src/landing/LandingIntro.tsx'), 'utf8');
    const tagline = /<h1>([^<]+)<\/h1>/.exec(frameOf(PAGE_DOCUMENTS.login).markup)![1]!;
    expect(landing).toContain(`'${tagline}'`);
  });

  it("paints /login's intro poster, the page's largest picture, from the HTML", () => {
    const intro = fs.readFileSync(path.join(ROOT, 'shell/src/landing/introMedia.ts'), 'utf8');
    const poster = /src="\/assets\/([^"]+)"/.exec(frameOf(PAGE_DOCUMENTS.login).markup)![1]!;
    expect(intro).toContain(`import waterLoopPoster from './media/${poster}'`);
  });

  it('starts every other page from the top bar alone: no title it might not have', () => {
    const { markup } = frameOf(PAGE_DOCUMENTS.other);
    expect(markup).toContain('class="hg-frame-bar"');
    expect(markup).not.toContain('<h1');
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
