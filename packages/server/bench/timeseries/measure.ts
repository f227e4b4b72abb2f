import { performance } from 'node:perf_hooks';

/** Latency figures of repeated runs, in milliseconds. */
export interface LatencySummary {
  p50: number;
  p95: number;
  runs: number;
}

/** The `p`-th percentile (0–100) of ascending `sorted` values, linearly interpolated. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
}

/** Runs `fn` and returns how long it took in milliseconds, and its result. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

/**
 * Runs `run(i)` `warmup` times unmeasured, then `repetitions` times one after another, and
 * returns the median and 95th percentile of the measured runs.
 */
export async function measureLatency(
  run: (iteration: number) => Promise<unknown>,
  options: { warmup: number; repetitions: number },
): Promise<LatencySummary> {
  for (let i = 0; i < options.warmup; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < options.repetitions; i++) {
    times.push((await timed(() => run(options.warmup + i))).ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs: times.length };
}

/** Counts the rows of a CSV stream with a header row, without keeping the data. */
export async function countCsvRows(
  stream: AsyncIterable<Buffer>,
): Promise<{ rows: number; bytes: number }> {
  let newlines = 0;
  let bytes = 0;
  for await (const chunk of stream) {
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines++;
  }
  return { rows: Math.max(0, newlines - 1), bytes };
}

export function formatInteger(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '-';
}

export function formatMs(value: number): string {
  if (!Number.isFinite(value)) return '-';
  return value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0);
}

export function formatLatency(summary: LatencySummary): string {
  return `${formatMs(summary.p50)} / ${formatMs(summary.p95)} ms`;
}

/** A plain text table: columns padded to their widest cell, numbers-friendly left alignment. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
