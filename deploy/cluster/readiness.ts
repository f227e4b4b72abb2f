/**
 * The path that answers 200 once a server can take traffic and 503 while it starts, drains or has
 * lost its database.
 */
export const READY_PATH = '/api/health/ready';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `url` answers 200 now. */
export async function answersOk(url: string): Promise<boolean> {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await answer.arrayBuffer();
    return answer.ok;
  } catch {
    return false;
  }
}

/** Resolves once anything answers HTTP at `url`, whatever the status. */
export async function waitUntilAnswering(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(2_000) })).arrayBuffer();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`Nothing answered at ${url}: ${String(error)}`);
      await sleep(100);
    }
  }
}

/**
 * Resolves once `url` answers 200 (a server's `READY_PATH`); rejects after `timeoutMs`, or at
 * once when `gone()` says the process behind it has ended.
 */
export async function waitUntilOk(
  url: string,
  { timeoutMs, gone = () => undefined }: { timeoutMs: number; gone?: () => string | undefined },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ended = gone();
    if (ended) throw new Error(ended);
    if (await answersOk(url)) return;
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s.`);
    await sleep(200);
  }
}
