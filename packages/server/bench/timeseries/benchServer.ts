import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../src/config';
import { createServer } from '../../src/createServer';
import type { Database } from '../../src/core/database/openDatabase';

/**
 * Runs `bench` against an API server over `db` (silent, no jobs, a throwaway root folder),
 * called in process, then closes the server and removes its folder.
 */
export async function withBenchServer<T>(
  db: Database,
  bench: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-bench-'));
  const app = await createServer(
    readConfig({ LOG_LEVEL: 'silent', HEADGATE_JOBS: 'off' }, rootDir),
    db,
  );
  try {
    return await bench(app);
  } finally {
    await app.close();
    fs.rmSync(rootDir, { recursive: true, force: true });
  }
}
