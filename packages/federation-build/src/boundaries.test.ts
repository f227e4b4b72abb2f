import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const ESLINT = path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** The rules the workspace's ESLint config reports for a file with this content at this path. */
async function lint(file: string, code: string): Promise<string[]> {
  const run = spawnSync(
    process.execPath,
    [ESLINT, '--stdin', '--stdin-filename', file, '--format', 'json'],
    {
      cwd: ROOT,
      input: code,
      encoding: 'utf8',
    },
  );
  const [result] = JSON.parse(run.stdout) as {
    messages: { ruleId: string | null; message: string }[];
  }[];
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('architecture boundaries (lint)', () => {
  jest.setTimeout(30_000);

  it('stops a remote from importing another remote', async () => {
    const rules = await lint(
      'mfe-map/src/x.ts',
      "import { adminPages } from '../../mfe-admin/src/pages';\nexport const x = adminPages;\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('stops a remote from importing the shell', async () => {
    const rules = await lint(
      'mfe-facility/src/x.ts',
      "import { ROUTE_TABLE } from '../../shell/src/routing/routeTable';\nexport const x = ROUTE_TABLE;\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('stops a package from importing an app', async () => {
    const rules = await lint(
      'packages/auth/src/x.ts',
      "import { mapPages } from '../../../mfe-map/src/pages';\nexport const x = mapPages;\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('stops run-time code from importing the build tooling', async () => {
    const rules = await lint(
      'mfe-admin/src/x.ts',
      "import { defineApp } from '@headgate/federation-build';\nexport const x = defineApp;\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('stops a server feature from importing another feature', async () => {
    const rules = await lint(
      'packages/server/src/features/map/x.ts',
      "import { ogcRoutes } from '../ogc/ogcRoutes';\nexport const x = ogcRoutes;\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it("lets a server feature's test borrow another feature's fixtures", async () => {
    const rules = await lint(
      'packages/server/src/features/map/x.test.ts',
      "import { LOCATION } from '../facilityPages/drillDown/testing/facilityFixture';\nexport const x = LOCATION;\n",
    );
    expect(rules).not.toContain('import/no-restricted-paths');
  });

  it("stops the server's core from importing a feature", async () => {
    const rules = await lint(
      'packages/server/src/core/api/x.ts',
      "import { register } from '../../features/map';\nexport const x = register;\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('stops the server from importing the browser runtime', async () => {
    const rules = await lint(
      'packages/server/src/x.ts',
      "import { selectEntry } from '@headgate/platform/discovery';\nexport const x = selectEntry;\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('lets a remote use the shared packages', async () => {
    const rules = await lint(
      'mfe-map/src/x.ts',
      "import { PATHS } from '@headgate/site-map';\nexport const x = PATHS;\n",
    );
    expect(rules).toEqual([]);
  });

  it("keeps the contracts' schemas off the public map and the shell: calls come from /calls", async () => {
    const schemas =
      "import { publicMapEndpoints } from '@headgate/contracts';\nexport const x = publicMapEndpoints;\n";
    expect(await lint('mfe-map/src/x.ts', schemas)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(
      await lint('shell/src/x.ts', "import * as z from 'zod';\nexport const x = z;\n"),
    ).toContain('@typescript-eslint/no-restricted-imports');
    const callsAndTypes =
      "import type { MapLayer } from '@headgate/contracts';\n" +
      "import { publicMapCalls } from '@headgate/contracts/calls';\n" +
      'export const x: [typeof publicMapCalls, MapLayer?] = [publicMapCalls];\n';
    expect(await lint('mfe-map/src/x.ts', callsAndTypes)).toEqual([]);
  });
});
