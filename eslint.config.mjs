// Lint rules, including the architecture's boundaries: a remote never imports another remote or
// the shell, the shell never imports a remote, and packages/* never import an app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import fs from 'node:fs';

const APPS = ['shell', 'mfe-map', 'mfe-facility', 'mfe-admin', 'mfe-data-access', 'mfe-mobile'];

/** Each app may import only itself and packages/*; packages may import no app. */
const boundaryZones = [
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'Areas talk to each other only through packages/* and the mount props.',
  })),
  {
    target: './packages',
    from: APPS.map((app) => `./${app}`),
    message: 'packages/* never import an app.',
  },
];

/** The server's features (`packages/server/src/features/<area>`), each named as its contracts area. */
const SERVER = './packages/server/src';
const SERVER_FEATURES = fs
  .readdirSync(new URL(`${SERVER}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A server feature imports only itself and core; core imports no feature. */
const serverZones = [
  ...SERVER_FEATURES.map((feature) => ({
    target: `${SERVER}/features/${feature}`,
    from: `${SERVER}/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another: move what both need to core, or pass it in register().',
  })),
  {
    target: `${SERVER}/core`,
    from: `${SERVER}/features`,
    message: 'Core never imports a feature: a feature passes what core needs in.',
  },
];

/**
 * The router reaches every app through @headgate/routing: two copies of react-router on a page
 * are two routers, and the shared copy carries only the names that package re-exports.
 */
const ROUTER = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import the router from @headgate/routing, the one copy the page shares.',
};

/**
 * Imports no file may make: an app, a package's files instead of its entry, or the router other
 * than through its shared package.
 */
const importPatterns = [
  ROUTER,
  {
    group: ['shell', 'shell/*', 'mfe-*', 'mfe-*/*'],
    message: 'Never import an app; use packages/*.',
  },
  {
    group: ['@headgate/*/src/*'],
    message: "Import a package's public entry, not its files.",
  },
];

const BUILD_TOOLING = {
  group: ['@headgate/federation-build', '@headgate/federation-build/*'],
  message: 'Build tooling (webpack and its plugins, Node-only): only webpack.config.ts uses it.',
};
// The shared-version check is pure (semver only): the server runs the shell's own check on a
// remote registered through the release API.
const BROWSER_RUNTIME = {
  regex: '^@headgate/platform(?!/sharedVersions$)(/.*)?$',
  message: 'The browser runtime; the server uses the plain data of @headgate/site-map.',
};

/**
 * The design system's frame (`src/frame.ts`: themes, toast, loader, lazy chunks) is shared on its
 * own; the rest of the package reaches it through that name, or its stores would be copied.
 */
const DESIGN_SYSTEM_FRAME_FILES = ['theme', 'loader', 'chunks'].map(
  (folder) => `packages/design-system/src/${folder}/**`,
);
const DESIGN_SYSTEM_FRAME = {
  group: ['**/theme/*', '**/loader/*', '**/chunks/*', '**/toast/toastStore', '**/toast/ToastHost'],
  message: "Import the design system's frame from @headgate/design-system/frame, its shared name.",
};

/**
 * Run-time code never pulls in the build tooling, and the server (and the plain-data package it
 * shares with the browser) never pulls in the browser runtime.
 */
const layerZones = [
  {
    files: ['shell/src/**', 'shell/serviceWorker/**', 'mfe-*/src/**', 'packages/*/src/**'],
    ignores: ['packages/federation-build/**', 'packages/server/**', 'packages/site-map/**'],
    restricted: [BUILD_TOOLING],
  },
  {
    files: ['packages/server/**', 'packages/site-map/**'],
    restricted: [BUILD_TOOLING, BROWSER_RUNTIME],
  },
  { files: ['packages/routing/src/**'], restricted: [BUILD_TOOLING], router: true },
  {
    files: ['packages/design-system/src/**'],
    ignores: [
      'packages/design-system/src/frame.ts',
      'packages/design-system/src/toast/toastStore.ts',
      'packages/design-system/src/toast/ToastHost.tsx',
      '**/*.test.*',
      ...DESIGN_SYSTEM_FRAME_FILES,
    ],
    restricted: [BUILD_TOOLING, DESIGN_SYSTEM_FRAME],
  },
].map(({ files, ignores, restricted, router }) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...importPatterns.filter((pattern) => !router || pattern !== ROUTER),
          ...restricted,
        ],
      },
    ],
  },
}));

/**
 * The shell, the public map and the packages every page loads call the API through
 * `@headgate/contracts/calls`: the package's root builds every schema with zod as it loads, which
 * adds bytes and a long task to each first load. Types come from the root; the map's time-series
 * panel, which loads on demand, may use the schemas.
 */
const callsOnly = {
  files: [
    'shell/src/**',
    'mfe-map/src/**',
    'packages/api-client/src/**',
    'packages/auth/src/**',
    'packages/platform/src/**',
    'packages/routing/src/**',
    'packages/offline-basemap/src/**',
  ],
  ignores: ['**/*.test.*', '**/testing/**', 'mfe-map/src/timeSeries/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: ['@headgate/contracts', 'zod'].map((name) => ({
          name,
          allowTypeImports: true,
          message:
            "Call the API through @headgate/contracts/calls: the contracts' root loads zod and builds every schema.",
        })),
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/artifacts/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-imports': ['error', { patterns: importPatterns }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Jest loads its test sequencer with require(), so that one file is CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      'packages/toolchain/**',
      'packages/server/src/main.ts',
      'packages/server/src/prepareCli.ts',
      'packages/server/bench/timeseries/**',
      'packages/server/fuzz/fuzzCli.ts',
      'packages/federation-build/**',
      'e2e/**',
      'deploy/cluster/clusterCli.ts',
      'deploy/cluster/benchCluster.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  ...layerZones,
  {
    // The server's production code; a test may borrow another feature's fixtures.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...boundaryZones, ...serverZones] }],
    },
  },
  callsOnly,
  prettier,
);
