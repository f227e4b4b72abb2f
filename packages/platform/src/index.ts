export { AreaPage } from './areas/AreaPage';
export { useCurrentPageLabel } from './areas/currentPageLabel';
export { AreaRoutes } from './areas/AreaRoutes';
export type { AreaPageDefinition } from './areas/AreaRoutes';
export { createRemoteLifecycles } from './lifecycles/createRemoteLifecycles';
export type { RemoteMountProps } from './lifecycles/mountProps';
export { mountStandalone } from './lifecycles/mountStandalone';
export {
  REMOTE_APP_MODULE,
  REMOTE_DEV_PORTS,
  REMOTE_IDS,
  REMOTE_TITLES,
  SHELL_DEV_PORT,
  federationName,
  isRemoteId,
} from './remotes';
export type { RemoteId } from './remotes';
export { DASHBOARD_CRUMB, PATHS, facilityPagePath } from './routing/paths';
export { TRACKER_APP, TRACKER_WORKER_MESSAGES } from './trackerApp';
