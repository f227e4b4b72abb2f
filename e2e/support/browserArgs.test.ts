import fs from 'node:fs';
import path from 'node:path';
import { DISABLED_FEATURES, E2E_CHROMIUM_ARGS } from './browserArgs';

/** The features the installed Playwright turns off, read from its Chromium launcher. */
function playwrightDisabledFeatures(): string[] {
  // @playwright/test → playwright → playwright-core, each beside its own dependencies.
  const core = ['@playwright/test', 'playwright', 'playwright-core'].reduce(
    (from, name) =>
      fs.realpathSync(path.dirname(require.resolve(`${name}/package.json`, { paths: [from] }))),
    path.join(__dirname, '..'),
  );
  const launcher = fs.readFileSync(path.join(core, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(launcher)?.[1];
  if (!list) throw new Error('Playwright no longer lists its disabled features where it did.');
  return [...list.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1]!);
}

describe("the end-to-end tests' Chromium flags", () => {
  it('keep every feature Playwright turns off, since Chromium reads only the last list', () => {
    const playwright = playwrightDisabledFeatures();
    expect(playwright.length).toBeGreaterThan(5);
    expect(DISABLED_FEATURES).toEqual(expect.arrayContaining(playwright));
  });

  it('turn off the address bar popup each new window would load', () => {
    const switches = E2E_CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(switches[0]!.split('=')[1]!.split(',')).toEqual(
      expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
  });
});
