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
export { PAGES } from './pages';
export type { PageId, PageIdOf } from './pages';
export type { MenuPlace, PageDefinition, PageOwner } from './pageDefinition';
export { SECTIONS } from './sections';
export type { SectionId } from './sections';
export { PATHS, facilityPagePath } from './paths';
export { DASHBOARD_CRUMB, breadcrumbsOf } from './breadcrumbs';
export type { PageCrumb } from './breadcrumbs';
export { MENU } from './menu';
export type { MenuEntry, MenuSection } from './menu';
export { canOpen, seesMenuEntry } from './canOpen';
export {
  PUBLIC,
  SIGNED_IN,
  rolesOrHome,
  rolesOrUnauthorized,
  routeAccessDecision,
} from './routeAccess';
export type { RouteAccess, RouteDecision, SignInStatus } from './routeAccess';
export { TRACKER_APP, TRACKER_WORKER_MESSAGES } from './trackerApp';
export { PAGE_DOCUMENTS, pageDocumentOf } from './pageDocuments';
export { FRAME_THEME_ATTRIBUTE, FRAME_THEME_SCRIPT } from './frameThemeScript';
export { DISCOVERY_SCHEMA_URL, DISCOVERY_URL, REVALIDATED_FILES } from './publishedFiles';
export {
  discoveryDocumentSchema,
  discoveryEntrySchema,
  parseDiscoveryDocument,
  remoteVersionId,
} from './discoverySchema';
export type { DiscoveryDocument, DiscoveryEntry, RollbackRule } from './discoverySchema';
export { remoteEntryPath, sha384Integrity } from './remoteIntegrity';
