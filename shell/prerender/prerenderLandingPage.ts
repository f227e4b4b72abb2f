import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Renders the landing page for `login.html` at build. It runs in a Node.js process of its own:
 * the render needs the workspace's TypeScript settings for every package's JSX and stands in
 * for the media files webpack would emit, neither of which belongs in webpack's own process.
 */
export function prerenderLandingPage(): string {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'prerenderCli.ts')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        TSX_TSCONFIG_PATH: path.resolve(__dirname, '../../tsconfig.base.json'),
      },
      encoding: 'utf8',
      maxBuffer: 8 * 1024 * 1024,
    },
  );
}
