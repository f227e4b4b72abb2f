// When the public map has drawn its first features: the performance mark the map sets
// (mfe-map's `MAP_READY_MARK`) at the end of its first render with features.

/** The name of the map's performance mark. */
export const MAP_READY_MARK = 'headgate:map-ready';

/**
 * Waits on an open page of the public map for its first render with features and answers the
 * mark's time, in milliseconds from the start of the navigation.
 */
export async function firstFeaturesMs(page) {
  await page.locator('[data-map-ready]').waitFor({ timeout: 60_000 });
  return page.evaluate(
    (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
    MAP_READY_MARK,
  );
}

/**
 * A first visit to the public map at `url` in a new context of `browser` (empty cache, a phone's
 * viewport), with the CPU slowed `cpuSlowdown` times as Lighthouse's mobile profile does. The
 * disclaimer is left open: the map loads behind it all the same.
 */
export async function coldFirstFeaturesMs(browser, url, { cpuSlowdown = 1 } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url);
    return await firstFeaturesMs(page);
  } finally {
    await context.close();
  }
}
