export { AreaPage } from './areas/AreaPage';
export { useCurrentPageLabel } from './areas/currentPageLabel';
export { AreaRoutes } from './areas/AreaRoutes';
export type { AreaPageDefinition } from './areas/AreaRoutes';
export { createRemoteLifecycles } from './lifecycles/createRemoteLifecycles';
export type { RemoteMountProps } from './lifecycles/mountProps';
export { mountStandalone } from './lifecycles/mountStandalone';
