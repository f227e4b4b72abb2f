// Unit and integration tests: browser code in jsdom, the server and build tooling in Node.
import os from 'node:os';

const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
    },
  ],
};
const ignored = ['/node_modules/', '/dist/', '<rootDir>/e2e/'];
// ESM-only server dependencies, compiled to CommonJS for Jest.
const esmOnly = ['content-disposition', 'cookie', 'jose', 'oidc-provider'];
// ESM-only browser dependencies that tests run for real.
const browserEsmOnly = ['ol', 'rbush', 'quickselect'];

export default {
  // One worker more than cores (Jest's default is one fewer): the server tests wait on timers and
  // sockets (stalled downloads, job intervals, a second PostgreSQL) and the extra worker runs
  // meanwhile. Alone on two cores: 746 s with two workers, 688 s with three. Computed, because
  // Jest reads a percentage above 100 as a plain count ('150%' is 150 workers).
  maxWorkers: os.availableParallelism() + 1,
  testSequencer: '<rootDir>/packages/toolchain/jest/longFilesFirst.cjs',
  projects: [
    {
      displayName: 'browser',
      testEnvironment: 'jsdom',
      transform,
      roots: [
        '<rootDir>/shell',
        '<rootDir>/mfe-map',
        '<rootDir>/mfe-facility',
        '<rootDir>/mfe-admin',
        '<rootDir>/mfe-data-access',
        '<rootDir>/mfe-mobile',
        '<rootDir>/packages/platform/src',
        '<rootDir>/packages/site-map/src',
        '<rootDir>/packages/design-system',
        '<rootDir>/packages/auth',
        '<rootDir>/packages/api-client',
      ],
      testMatch: ['**/*.test.ts?(x)'],
      testPathIgnorePatterns: ignored,
      // OpenLayers ships ES modules only; the map's style translation is tested against its
      // colour parser and expression evaluator.
      transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${browserEsmOnly.join('|')})[@/])`],
      // The browser tests' time limits are set in jest.setup.ts: Jest reads `testTimeout` from
      // the top level only, never from a project.
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      displayName: 'node',
      testEnvironment: 'node',
      transform,
      roots: [
        '<rootDir>/packages/server',
        '<rootDir>/packages/contracts',
        '<rootDir>/packages/district-clock',
        '<rootDir>/packages/federation-build/src',
        // The byte budget's arithmetic and the browsers' flags; the browser tests themselves
        // are Playwright's.
        '<rootDir>/e2e/support',
        '<rootDir>/deploy',
        // The order the suite's files start in.
        '<rootDir>/packages/toolchain/jest',
        // Checks over the whole repository: the links between the markdown files.
        '<rootDir>/packages/toolchain/test',
      ],
      testMatch: ['**/*.test.ts'],
      // The release artifact's test runs after `pnpm package` (deploy/release/jest.config.mjs).
      testPathIgnorePatterns: [
        ...ignored.filter((pattern) => pattern !== '<rootDir>/e2e/'),
        '\\.release\\.test\\.ts$',
      ],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.node.ts'],
      // One throwaway PostgreSQL 15 for the run, beside the embedded PGlite.
      globalSetup: '<rootDir>/packages/server/src/core/database/testing/jestGlobalSetup.ts',
      globalTeardown: '<rootDir>/packages/server/src/core/database/testing/jestGlobalTeardown.ts',
      transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnly.join('|')})[@/])`],
    },
  ],
};
