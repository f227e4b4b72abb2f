import fs from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { apiProblem, currentSharedApi, recordedSharedApi, SHARED_API_FILE } from './sharedApi';

// `pnpm shared-api`: records each shared package's exports under its current version, beside the
// versions recorded before. It never rewrites a version's record: changed exports need a bump.
const current = currentSharedApi();
const recorded = recordedSharedApi();
const problems = Object.entries(current).flatMap(([name, api]) => {
  const problem = apiProblem(name, api, recorded[name], null);
  return problem ? [problem] : [];
});
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
for (const [name, api] of Object.entries(current)) {
  recorded[name] = { ...recorded[name], [api.version]: api.exports };
}
// Written as the format check expects it, so recording never leaves the tree unformatted.
void resolveConfig(SHARED_API_FILE)
  .then((config) => format(JSON.stringify(recorded), { ...config, filepath: SHARED_API_FILE }))
  .then((text) => {
    fs.writeFileSync(SHARED_API_FILE, text);
    console.warn(
      `Recorded the API of ${Object.keys(current).length} shared packages in ${SHARED_API_FILE}.`,
    );
  });
