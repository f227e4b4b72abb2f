import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// Forms typed key by key through MUI take seconds, and this 2-core machine is shared: with other
// runs beside it (load 13 to 18) the alerts form tests took 30 to 54 s, 5 to 8 times their time
// alone. (Set here: Jest ignores a project's `testTimeout` in jest.config.mjs.)
jest.setTimeout(60_000);

// findBy* and waitFor wait for what they look for, but only 1 s by default. On a busy machine the
// lazily loaded grid took 7 s to arrive in a file's first test and one role query on a page with a
// grid 2 s, so 1 s failed tests whose element was on its way. A missing element still fails in
// 20 s, with the DOM printed, before the test's own limit.
configure({ asyncUtilTimeout: 20_000 });

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does no layout, so nothing is ever resized; components that watch their size still mount.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (typeof window !== 'undefined' && !('ResizeObserver' in window))
  Object.assign(globalThis, { ResizeObserver: NoLayoutResizeObserver });
