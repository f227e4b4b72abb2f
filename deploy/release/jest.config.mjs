// The release artifact's test: run by `npm test` after `pnpm package`, apart from the unit and
// integration run (which starts before the build, so before the tarball exists).
import path from 'node:path';
import workspace from '../../jest.config.mjs';

const rootDir = path.resolve(import.meta.dirname, '../..');
const node = workspace.projects.find((project) => project.displayName === 'node');

export default {
  rootDir,
  projects: [
    {
      ...node,
      rootDir,
      displayName: 'release',
      roots: ['<rootDir>/deploy/release'],
      testMatch: ['**/*.release.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
      // The test starts its own PostgreSQL.
      globalSetup: undefined,
      globalTeardown: undefined,
    },
  ],
};
