interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task of the browser's event loop, so that input and painting waiting since
 * the current one go first. `scheduler.yield()` where the browser has it (it resumes ahead of
 * other scripts' tasks), else a zero-delay timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
