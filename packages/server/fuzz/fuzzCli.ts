import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../src/config';
import { createServer } from '../src/createServer';
import { openDatabase } from '../src/core/database/openDatabase';
import { prepareDatabase } from '../src/prepareDatabase';
import { embeddedBearer } from '../src/features/usersManagement/users/testing/embeddedTokens';
import { fuzzApi, type FuzzCaller } from './fuzzApi';

// `pnpm fuzz`: the suite's contract fuzzing for longer, with a random seed, over the demo data in
// an in-memory database (it writes, so it never touches a real one). Prints what it sent, what
// came back and every broken promise; exits 1 when there was one.

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '1200' },
    requests: { type: 'string', default: '20000' },
    seed: { type: 'string' },
  },
});
const budget = { seconds: Number(values.seconds), requests: Number(values.requests) };
const firstSeed = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);

const KINDS: readonly [string, RegExp][] = [
  ['5xx answers', /answered 5\d\d/],
  ['schema breaks', /breaks its schema/],
  ['leaks', /the answer shows/],
  ['hostile input accepted', /accepted \(/],
  ['records changed by refused writes', /changed what it lists/],
  ['refusals without { error, message }', /without \{ error, message \}/],
  ['429s without Retry-After', /429 without Retry-After/],
];

const rootDir = path.resolve(import.meta.dirname, '../../..');
const config = readConfig({ LOG_LEVEL: 'silent', HEADGATE_JOBS: 'off' }, rootDir);
const database = await openDatabase({ ...config, databaseUrl: undefined, dataDir: 'memory://' });
await prepareDatabase(database, config, (line) => console.log(line));
const app = await createServer(config, database);
const callers: FuzzCaller[] = [
  { name: 'a visitor', headers: {} },
  { name: 'a User', headers: await embeddedBearer(database, ['User']) },
  { name: 'administrator', headers: await embeddedBearer(database, ['Administrator']) },
];

const started = Date.now();
const byStatus: Record<number, number> = {};
const problems = new Set<string>();
let requests = 0;
console.log(
  `Fuzzing the API with seed ${firstSeed}: up to ${budget.requests} requests or ${budget.seconds} s.`,
);
for (let round = 0; ; round++) {
  const elapsed = (Date.now() - started) / 1000;
  if (requests >= budget.requests || elapsed >= budget.seconds) break;
  const report = await fuzzApi(app, { seed: firstSeed + round, runsPerOperation: 3, callers });
  requests += report.requests;
  for (const [status, count] of Object.entries(report.byStatus)) {
    byStatus[Number(status)] = (byStatus[Number(status)] ?? 0) + count;
  }
  for (const problem of report.problems) problems.add(problem);
  console.log(
    `round ${round + 1} (seed ${firstSeed + round}): ${requests} requests, ` +
      `${problems.size} problems, ${Math.round((Date.now() - started) / 1000)} s`,
  );
}
await app.close();
await database.close();

console.log(`\n${requests} requests in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(
  `statuses: ${Object.entries(byStatus)
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ')}`,
);
for (const [kind, pattern] of KINDS) {
  console.log(`${kind}: ${[...problems].filter((problem) => pattern.test(problem)).length}`);
}
for (const problem of problems) console.log(`  ${problem}`);
process.exit(problems.size > 0 ? 1 : 0);
