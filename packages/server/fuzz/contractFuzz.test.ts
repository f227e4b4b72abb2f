import { DRIVERS } from '../src/core/database/testing/testDatabases';
import { insertSystemFixture } from '../src/features/systemManagement/records/testing/systemFixture';
import { embeddedBearer } from '../src/features/usersManagement/users/testing/embeddedTokens';
import { useTestApi } from '../src/core/api/testing/apiFixture';
import { fuzzApi } from './fuzzApi';

// Property-based: requests drawn from the API's own OpenAPI document, as a visitor and as an
// administrator, with a fixed seed so a failure is the same failure on the next run. `pnpm fuzz`
// runs the same checks longer with a random seed. The suite's budget is 60 s, so this run's size
// is fixed (three draws per operation, about 1,300 requests). The time limit is only the safety
// net, sized for the two-core machine under heavy load.
jest.setTimeout(180_000);

describe.each(DRIVERS)('the API on %s, driven by its own document', (driver) => {
  const api = useTestApi(driver, insertSystemFixture);

  it('never answers 5xx or leaks, refuses hostile input unchanged, and answers in schema', async () => {
    const administrator = await embeddedBearer(api.db, ['Administrator']);
    const report = await fuzzApi(api.app, {
      seed: 20_261_126,
      runsPerOperation: Number(process.env.FUZZ_RUNS ?? 3),
      callers: [
        { name: 'a visitor', headers: {} },
        { name: 'administrator', headers: administrator },
      ],
    });
    expect(report.problems).toEqual([]);
    expect(report.requests).toBeGreaterThan(1_000);
  });
});
