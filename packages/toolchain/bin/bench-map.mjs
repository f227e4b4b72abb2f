#!/usr/bin/env node
// `pnpm bench:map`: how the public map copes with many points. Serves the all-in-one build with
// 20,000 synthetic locations (HEADGATE_BENCH_POINTS) in an in-memory database, opens the map in
// Chromium and reports the time until the first render with features completes (the map's
// `headgate:map-ready` performance mark), then the frame times (requestAnimationFrame deltas)
// while the map is dragged back and forth for three seconds.
//
// The map draws circles with WebGL when WebGL runs on a GPU, and with the canvas when the
// browser only emulates WebGL on the CPU (as the headless Chromium here does). The second run
// makes the emulated WebGL look like a GPU's, to measure the WebGL drawing on this machine too.
import { chromium } from 'playwright-core';
import { startBenchServer } from './lib/benchServer.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { firstFeaturesMs } from './lib/firstFeatures.mjs';
import { buildStale } from './lib/staleBuild.mjs';
import { install, step } from './lib/workspace.mjs';

const BENCH_POINTS = 20_000;
const PAN_MS = 3_000;
const VIEWPORT = { width: 1440, height: 900 };

/** Opens the map and waits for its first render with features; answers the mark's time. */
async function openMap(page, baseUrl) {
  await page.goto(`${baseUrl}/`);
  // The disclaimer asks anonymous visitors first; the map loads behind it all the same.
  await page.getByRole('button', { name: 'Accept' }).click();
  return firstFeaturesMs(page);
}

/**
 * Drags the map in a figure of eight for `durationMs` with pointer events fired on every frame,
 * as a hand on a mouse would, and answers the time between consecutive frames.
 */
function panAndRecordFrames(page, durationMs) {
  return page.evaluate(async (duration) => {
    const viewport = document.querySelector('[data-map-ready] .ol-viewport');
    const box = viewport.getBoundingClientRect();
    const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    const pointer = (type, x, y) =>
      viewport.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          cancelable: true,
          pointerId: 1,
          pointerType: 'mouse',
          isPrimary: true,
          button: 0,
          buttons: type === 'pointerup' ? 0 : 1,
          clientX: x,
          clientY: y,
        }),
      );
    pointer('pointerdown', centre.x, centre.y);
    const deltas = [];
    await new Promise((resolve) => {
      const start = performance.now();
      let previous = start;
      const frame = (now) => {
        deltas.push(now - previous);
        previous = now;
        const phase = ((now - start) / 1500) * 2 * Math.PI;
        pointer(
          'pointermove',
          centre.x + 250 * Math.sin(phase),
          centre.y + 120 * Math.sin(2 * phase),
        );
        if (now - start < duration) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    pointer('pointerup', centre.x, centre.y);
    // The first delta measures from the start, not between frames.
    return deltas.slice(1);
  }, durationMs);
}

/** Reports a GPU renderer name, so the map takes its WebGL path even on emulated WebGL. */
function pretendGpu() {
  const UNMASKED_RENDERER_WEBGL = 0x9246;
  for (const context of [WebGLRenderingContext, WebGL2RenderingContext]) {
    const getParameter = context.prototype.getParameter;
    context.prototype.getParameter = function (name) {
      return name === UNMASKED_RENDERER_WEBGL ? 'Benchmark GPU' : getParameter.call(this, name);
    };
  }
}

/** One visit: the first features, then three seconds of panning. */
async function measure(browser, baseUrl, { webgl }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (webgl) await context.addInitScript(pretendGpu);
  const page = await context.newPage();
  const readyMs = await openMap(page, baseUrl);
  const renderer = await page.locator('[data-map-ready]').getAttribute('data-circle-renderer');
  const deltas = await panAndRecordFrames(page, PAN_MS);
  await context.close();
  return { renderer, readyMs, deltas };
}

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

install();
buildStale();
const executablePath = ensureChromium();
step(`Measuring the public map with ${BENCH_POINTS.toLocaleString('en-US')} points`);
const { server, baseUrl } = await startBenchServer({ HEADGATE_BENCH_POINTS: String(BENCH_POINTS) });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  const runs = [
    await measure(browser, baseUrl, { webgl: false }),
    await measure(browser, baseUrl, { webgl: true }),
  ];
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(11);
  console.log(
    `\n${'circles drawn with'.padEnd(26)}${'first features'.padStart(15)}${'frames'.padStart(8)}${'median'.padStart(11)}${'p95'.padStart(11)}`,
  );
  for (const [index, { renderer, readyMs, deltas }] of runs.entries()) {
    const name = index === 0 ? `${renderer} (as detected)` : `${renderer} (GPU pretended)`;
    console.log(
      `${name.padEnd(26)}${ms(readyMs).padStart(15)}${String(deltas.length).padStart(8)}${ms(percentile(deltas, 0.5))}${ms(percentile(deltas, 0.95))}`,
    );
  }
  console.log(`\nframes: requestAnimationFrame deltas while panning for ${PAN_MS / 1000} s`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
