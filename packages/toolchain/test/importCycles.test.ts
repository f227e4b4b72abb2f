import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importCycles } from './importCycles';

const WORKSPACE = path.resolve(__dirname, '../../..');

/** The packages, the shell and every remote. */
const SOURCE_TREES = [
  'packages',
  'shell',
  ...fs.readdirSync(WORKSPACE).filter((entry) => /^mfe-[\w-]+$/.test(entry)),
];

describe("the workspace's imports", () => {
  it('run one way: no module imports itself again through others, type imports included', async () => {
    expect(await importCycles(WORKSPACE, SOURCE_TREES)).toEqual({ cycles: [], unresolved: [] });
  }, 60_000);
});

describe('finding import cycles', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  /** Writes the files of a workspace and finds the cycles in its `src`. */
  function cyclesOf(files: Record<string, string>) {
    const root = fs.mkdtempSync(path.join(work, 'workspace-'));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    return importCycles(root, ['src']);
  }

  it('finds a cycle closed by a type-only import, as a call module typed by its endpoints was', async () => {
    expect(
      await cyclesOf({
        'src/calls.ts': "import type { endpoints } from './endpoints';\nexport const calls = {};\n",
        'src/endpoints.ts': "import { calls } from './calls';\nexport const endpoints = calls;\n",
      }),
    ).toEqual({ cycles: [['src/calls.ts', 'src/endpoints.ts']], unresolved: [] });
  });

  it('finds none where the imports run one way, and names an import that leads nowhere', async () => {
    expect(
      await cyclesOf({
        'src/calls.ts': 'export const calls = {};\n',
        'src/endpoints.ts': "import { calls } from './calls';\nexport const endpoints = calls;\n",
        'src/typedCalls.ts':
          "import { calls } from './calls';\nimport type { endpoints } from './endpoints';\n" +
          "import { gone } from './gone';\nexport const typed: typeof endpoints = calls;\n",
        // Build output is not read, though its modules import each other both ways.
        'src/dist/a.ts': "import { b } from './b';\nexport const a = b;\n",
        'src/dist/b.ts': "import { a } from './a';\nexport const b = a;\n",
      }),
    ).toEqual({ cycles: [], unresolved: ['./gone'] });
  });
});
