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
export { DASHBOARD_CRUMB, PATHS, facilityPagePath } from './paths';
export { TRACKER_APP, TRACKER_WORKER_MESSAGES } from './trackerApp';
export {
  DISCOVERY_SCHEMA_URL,
  DISCOVERY_URL,
  REVALIDATED_FILES,
  discoveryDocumentSchema,
  discoveryEntrySchema,
  parseDiscoveryDocument,
} from './discoverySchema';
export type { DiscoveryDocument, DiscoveryEntry, RollbackRule } from './discoverySchema';
