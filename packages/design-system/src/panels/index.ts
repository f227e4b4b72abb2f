/**
 * The collapsible panels, as their own entry point: not shared, so only the areas that show
 * one carry MUI's accordion (the shared entry loads on every page).
 */
export { CollapsiblePanel } from './CollapsiblePanel';
export type { CollapsiblePanelProps } from './CollapsiblePanel';
export { CollapsibleList } from './CollapsibleList';
export type { CollapsibleListProps } from './CollapsibleList';
