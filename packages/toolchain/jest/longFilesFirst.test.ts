import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import LongFilesFirst, { LONG_FILES } from './longFilesFirst.cjs';

const rootDir = '/repo';
const cacheDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'long-files-first-'));
// Without recorded times Jest starts the larger files first.
const sizes: Record<string, number> = { [`${rootDir}/mfe-map/src/big.test.ts`]: 9000 };
const context = {
  config: { rootDir, cacheDirectory, name: 'node' },
  hasteFS: { getSize: (file: string) => sizes[file] ?? 100 },
};

function testFile(relative: string) {
  return { path: `${rootDir}/${relative}`, context, duration: undefined };
}

describe('the order Jest starts test files in', () => {
  afterAll(() => fs.rmSync(cacheDirectory, { recursive: true, force: true }));

  it('starts the known long files first, slowest first, then the rest in Jest’s order', async () => {
    const sequencer = new LongFilesFirst({ contexts: [context], globalConfig: {} });
    const tests = [
      testFile('packages/server/src/small.test.ts'),
      testFile(LONG_FILES[2]!),
      testFile('mfe-map/src/big.test.ts'),
      testFile(LONG_FILES[0]!),
    ];
    const ordered = await sequencer.sort(tests);
    expect(ordered.map((test) => test.path.slice(rootDir.length + 1))).toEqual([
      LONG_FILES[0],
      LONG_FILES[2],
      'mfe-map/src/big.test.ts',
      'packages/server/src/small.test.ts',
    ]);
  });

  it('names only files that exist, so a moved file is noticed', () => {
    const workspace = path.resolve(__dirname, '../../..');
    expect(LONG_FILES.filter((file) => !fs.existsSync(path.join(workspace, file)))).toEqual([]);
  });
});
