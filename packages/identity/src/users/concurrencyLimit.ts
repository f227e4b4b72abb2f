/**
 * Runs at most `max` tasks at once; the others wait, in the order they came, for one to end.
 * The answer is `run(task)`: the task's own result, once it has had its turn.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const take = (): Promise<void> => {
    if (running < max) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  // A waiting task takes the freed turn as it is, so no new arrival can slip in before it.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    await take();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
