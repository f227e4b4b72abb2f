import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the all-in-one server for a benchmark on a free port, over a throwaway in-memory
 * database with the demo data, and resolves once it listens. `env` adds or overrides variables.
 */
export async function startBenchServer(env = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'packages', 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      HEADGATE_DISCOVERY: '',
      HEADGATE_DATA_DIR: 'memory://',
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('running at') && resolve());
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { server, baseUrl };
}
