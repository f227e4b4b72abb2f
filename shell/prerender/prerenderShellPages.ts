import { execFileSync } from 'node:child_process';
import path from 'node:path';

let rendered: Readonly<Record<string, string>> | undefined;

/**
 * The pages the shell renders at build (the landing page, its public pages of fixed text), by
 * the HTML document each goes in. They are rendered once per webpack process (a dev server keeps
 * its first render), in a Node.js process of their own: the render needs the workspace's TypeScript settings for every package's JSX and stands in
 * for the media files webpack would emit, neither of which belongs in webpack's own process.
 */
export function prerenderShellPages(): Readonly<Record<string, string>> {
  rendered ??= JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'prerenderCli.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        TSX_TSCONFIG_PATH: path.resolve(__dirname, '../../tsconfig.base.json'),
      },
      encoding: 'utf8',
      maxBuffer: 8 * 1024 * 1024,
    }),
  ) as Record<string, string>;
  return rendered;
}
