// The e2e server starts from an empty database on every run: the journeys create and delete
// records, and a run that stopped halfway (or a second run in the same checkout) would otherwise
// meet the first one's leftovers (an alert list one page longer, a location already taken).
// Its release store starts from the baseline discovery document, imported on its first read.
import fs from 'node:fs';
import path from 'node:path';
import { writeBaselineDiscovery } from './discoveryFile';
import { E2E_DATA_DIR, E2E_IMPORT_DIR, ROOT } from './environment';

for (const dir of [E2E_DATA_DIR, E2E_IMPORT_DIR]) fs.rmSync(dir, { recursive: true, force: true });
writeBaselineDiscovery();
import(path.join(ROOT, 'packages', 'server', 'src', 'main.ts')).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
