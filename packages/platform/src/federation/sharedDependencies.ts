import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

type SharedOption = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['shared']>;

/**
 * The federation sharing policy: modules that must exist once on the page, with the version
 * range every app is built against. React and its subpaths hold hooks state, the router holds
 * navigation context, emotion holds the theme context, and the `@headgate/*` client packages
 * hold the auth store, the QueryClient, the theme and toast stores.
 *
 * MUI itself is deliberately not shared: sharing all of `@mui/material` put 147 KB gzip into the
 * shell's first load (measured, see TOOLCHAIN.md). Each remote bundles the MUI components it
 * uses and reads the shared theme through the shared emotion context.
 */
export const SHARED_SINGLETONS: Readonly<Record<string, string>> = {
  react: '^19.3.1',
  'react/jsx-runtime': '^19.3.1',
  'react/jsx-dev-runtime': '^19.3.1',
  'react-dom': '^19.3.1',
  'react-dom/client': '^19.3.1',
  'react-router': '^7.18.5',
  'react-router-dom': '^7.18.5',
  zustand: '^5.1.0',
  '@tanstack/react-query': '^5.108.0',
  '@tanstack/query-core': '^5.108.0',
  '@emotion/react': '^11.14.0',
  '@headgate/platform': '^0.1.0',
  '@headgate/design-system': '^0.1.0',
  '@headgate/auth': '^0.1.0',
  '@headgate/api-client': '^0.1.0',
  '@headgate/contracts': '^0.1.0',
};

/** The `shared` option of the ModuleFederationPlugin, identical for the shell and every remote. */
export function sharedConfig(): SharedOption {
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([name, requiredVersion]) => [
      name,
      { singleton: true, requiredVersion, strictVersion: false },
    ]),
  );
}
