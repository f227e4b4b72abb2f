// Jest starts the test files it knows to be long first, so that none of them starts last and
// runs alone while the other worker idles. On a fresh clone Jest has no timings of its own and
// orders by file size, which put the slowest files (small files that start real servers) last.
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Files that took 30 s or more in a full run on this two-core machine (2026-11-27), slowest first.
 * Paths relative to the workspace root. A file missing here only loses its head start.
 */
const LONG_FILES = [
  'deploy/cluster/cluster.test.ts',
  'mfe-admin/src/alerts/AlertsManagementPage.test.tsx',
  'mfe-admin/src/remoteReleases/RemoteReleasesPage.test.tsx',
  'packages/server/src/core/delivery/stalledDownload.test.ts',
  'packages/server/src/features/platform/signIn/behindProxy.test.ts',
  'packages/server/src/features/usersManagement/users/usersManagement.test.ts',
  'packages/server/src/features/dataAccess/queryAndDownload/largeDownload.test.ts',
  'packages/server/src/core/limits/sharedLimits.test.ts',
  'packages/server/src/core/lifecycle/serverProcess.test.ts',
  'mfe-data-access/src/timeSeriesComparisons/TimeSeriesComparisonsPage.test.tsx',
  'packages/server/src/features/platform/signIn/signIn.test.ts',
  'packages/federation-build/src/boundaries.test.ts',
  'packages/server/demo/seedDemoData.test.ts',
  'mfe-admin/src/facilities/FacilitiesSetupPage.test.tsx',
  'packages/server/fuzz/contractFuzz.test.ts',
];

/** Where a test file stands in LONG_FILES, or after all of them. */
function longRank(rootDir, testPath) {
  const rank = LONG_FILES.findIndex((file) => testPath === `${rootDir}/${file}`);
  return rank === -1 ? LONG_FILES.length : rank;
}

/** Jest's own order (failed first, then by recorded time or size), the long files moved ahead. */
class LongFilesFirst extends Sequencer {
  async sort(tests) {
    const ordered = await super.sort(tests);
    return ordered
      .map((test, index) => ({
        test,
        index,
        rank: longRank(test.context.config.rootDir, test.path),
      }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ test }) => test);
  }
}

module.exports = LongFilesFirst;
module.exports.LONG_FILES = LONG_FILES;
