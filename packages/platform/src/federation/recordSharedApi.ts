import fs from 'node:fs';
import { currentSharedApi, recordedSharedApi, SHARED_API_FILE } from './sharedApi';

// `pnpm shared-api`: records the shared packages' exports with their versions. It refuses to
// record changed exports under an unchanged version: bump the package first.
const current = currentSharedApi();
const recorded = fs.existsSync(SHARED_API_FILE) ? recordedSharedApi() : {};
const unbumped = Object.entries(current).filter(
  ([name, api]) =>
    recorded[name]?.version === api.version &&
    JSON.stringify(recorded[name]?.exports) !== JSON.stringify(api.exports),
);
if (unbumped.length > 0) {
  for (const [name, api] of unbumped) {
    console.error(
      `${name}: its exports changed but its version is still ${api.version}. Bump it first.`,
    );
  }
  process.exit(1);
}
fs.writeFileSync(SHARED_API_FILE, `${JSON.stringify(current, null, 2)}\n`);
console.warn(
  `Recorded the API of ${Object.keys(current).length} shared packages in ${SHARED_API_FILE}.`,
);
