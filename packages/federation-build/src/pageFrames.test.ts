import fs from 'node:fs';
import path from 'node:path';
import { PAGE_DOCUMENTS, PAGES } from '@headgate/site-map';
import { PAGE_FRAMES } from './pageFrames';

const ROOT = path.resolve(__dirname, '../../..');
const frameOf = (filename: string) => PAGE_FRAMES.find((frame) => frame.filename === filename)!;

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

  it('starts every other page from the top bar alone: no title it might not have', () => {
    const { markup } = frameOf(PAGE_DOCUMENTS.other);
    expect(markup).toContain('class="hg-frame-bar"');
    expect(markup).not.toContain('<h1');
  });
});
