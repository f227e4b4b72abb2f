export { defineApp } from './createAppConfig';
export type { AppConfigFactory, AppDefinition, BuildContext } from './createAppConfig';
export { SHARED_SINGLETONS, sharedConfig } from './sharedDependencies';
export { assetPlaceholder } from './pageFrames';
