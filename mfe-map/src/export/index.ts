/**
 * Map export (spec/public-map.md §2, §4, §9): Save PNG and Print PDF. The page wires the filter
 * bar's export button to the store and shows the Print Report dialog; the map workspace mounts
 * `MapExport` (from './MapExport', in the map's chunk), which makes the files.
 */

/** Export requests and the busy state, shared by the filter bar and the map. */
export { useExportStore } from './exportStore';
export type { ExportJob } from './exportStore';
/** The 'Print Report' dialog, connected to the store. */
export { PrintReport } from './PrintReport';
