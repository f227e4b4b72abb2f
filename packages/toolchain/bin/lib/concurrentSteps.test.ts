import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Runs `runConcurrently` on steps that sleep, and returns the lines that start and end them. */
function startsAndEnds(steps: object[], concurrency: number): string[] {
  const module = path.join(__dirname, 'concurrentSteps.mjs');
  const script = `import { runConcurrently } from ${JSON.stringify(module)};
    await runConcurrently(${JSON.stringify(steps)}, { concurrency: ${concurrency} });`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return output.split('\n').filter((line) => /^[▶✔]/.test(line));
}

const sleeping = (label: string, seconds: number, more: object = {}) => ({
  label,
  command: 'sleep',
  args: [String(seconds)],
  ...more,
});

describe('steps run side by side', () => {
  it('starts a step with `after` once that step has passed, and one with its own slot beside the others', () => {
    const lines = startsAndEnds(
      [
        sleeping('build', 0.2),
        sleeping('unit', 3),
        sleeping('browser', 0.2, { after: 'build', ownSlot: true }),
      ],
      1,
    );
    expect(lines).toEqual([
      '▶ build',
      expect.stringMatching(/^✔ build/),
      '▶ unit',
      '▶ browser',
      expect.stringMatching(/^✔ browser/),
      expect.stringMatching(/^✔ unit/),
    ]);
  });

  it('keeps the shared slots to their number', () => {
    const lines = startsAndEnds([sleeping('a', 0.3), sleeping('b', 0.1), sleeping('c', 0.1)], 2);
    expect(lines.slice(0, 2)).toEqual(['▶ a', '▶ b']);
    expect(lines.indexOf('▶ c')).toBeGreaterThan(lines.findIndex((line) => line.startsWith('✔ b')));
  });
});
