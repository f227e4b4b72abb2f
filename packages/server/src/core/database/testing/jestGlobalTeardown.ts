import fs from 'node:fs';
import path from 'node:path';

export default function globalTeardown(): void {
  globalThis.headgatePostgres?.stop();
  const pgliteDump = process.env.HEADGATE_TEST_PGLITE_DUMP;
  if (pgliteDump) fs.rmSync(path.dirname(pgliteDump), { recursive: true, force: true });
}
