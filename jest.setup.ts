import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

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
