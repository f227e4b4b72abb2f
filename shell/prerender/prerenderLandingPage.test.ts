/** @jest-environment node */
import { prerenderLandingPage } from './prerenderLandingPage';
import { PRERENDERED_LANDING_ATTRIBUTE } from '../src/landing/landingWake';

// The real render the shell's build runs, in its own Node.js process.
const markup = prerenderLandingPage();

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
