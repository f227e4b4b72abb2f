import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { firstLoadOf } from './builtScripts';

/** A workspace with a shell script compressed by the build and a remote chunk too small to be. */
function workspace(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-budget-'));
  const shell = path.join(root, 'shell', 'dist');
  const admin = path.join(root, 'mfe-admin', 'dist', '0.1.0');
  fs.mkdirSync(shell, { recursive: true });
  fs.mkdirSync(admin, { recursive: true });
  fs.writeFileSync(path.join(shell, '1210.0d4f80c08f.js'), 'x'.repeat(1000));
  fs.writeFileSync(path.join(shell, '1210.0d4f80c08f.js.br'), 'b'.repeat(20));
  fs.writeFileSync(path.join(shell, '1210.0d4f80c08f.js.gz'), 'g'.repeat(30));
  fs.writeFileSync(path.join(admin, 'data-grid.b79d84ca5c.js'), 'a');
  return root;
}

describe('the first load of the scripts a page requested', () => {
  const root = workspace();
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('weighs each script as the server sends it, by chunk name without its content hash', () => {
    expect(
      firstLoadOf(
        ['/1210.0d4f80c08f.js', '/remotes/mfe-admin/0.1.0/data-grid.b79d84ca5c.js'],
        root,
      ),
    ).toEqual({
      wire: 20 + 1,
      gzip: 30 + zlib.gzipSync('a', { level: 9 }).length,
      chunks: {
        'shell/1210.js': { wire: 20, gzip: 30 },
        'mfe-admin/data-grid.js': { wire: 1, gzip: zlib.gzipSync('a', { level: 9 }).length },
      },
    });
  });

  it('says which script is missing from the build on disk', () => {
    expect(() => firstLoadOf(['/remoteEntry.js'], root)).toThrow(
      'The page loaded shell/dist/remoteEntry.js, which is not in the build on disk: build again (`pnpm build`) before the browser tests.',
    );
  });
});
