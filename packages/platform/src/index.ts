export { AreaPage } from './areas/AreaPage';
export { useCurrentPageLabel } from './areas/currentPageLabel';
export { AreaRoutes } from './areas/AreaRoutes';
export type { AreaPageContent } from './areas/AreaRoutes';
export { lazyPage } from './areas/lazyPage';
export { useCanOpen } from './links/useCanOpen';
export { createRemoteLifecycles } from './lifecycles/createRemoteLifecycles';
export type { RemoteMountProps } from './lifecycles/mountProps';
export { mountStandalone } from './lifecycles/mountStandalone';
