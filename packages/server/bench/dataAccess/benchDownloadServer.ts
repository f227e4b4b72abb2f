/**
 * The API server of `pnpm bench:download`, in a process of its own so the bench can read the
 * server's resident memory apart from the client's. Serves the database at `DATABASE_URL` on a
 * free local port and sends its address to the parent over IPC.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../src/config';
import { createServer } from '../../src/createServer';
import { openDatabase } from '../../src/core/database/openDatabase';

const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-bench-download-server-'));
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '' });
const app = await createServer(
  readConfig({ LOG_LEVEL: 'silent', HEADGATE_JOBS: 'off' }, rootDir),
  db,
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
process.on('disconnect', () => {
  void app
    .close()
    .then(() => db.close())
    .finally(() => {
      fs.rmSync(rootDir, { recursive: true, force: true });
      process.exit(0);
    });
});
