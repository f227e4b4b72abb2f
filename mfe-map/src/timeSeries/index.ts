/**
 * The time-series panel (spec/public-map.md §2, §4, §5, §8, §9): the popup's 'Detailed Results'
 * opens it for a location; it docks over the bottom of the map with the location's flow, stage
 * or water-level chart, date filters, CSV download and PDF.
 */

/** The panel's place over the map; renders nothing while no panel is open. */
export { TimeSeriesDock } from './TimeSeriesDock';
/** The popup's 'Detailed Results' toggle handlers. */
export { useDetailedResults } from './useDetailedResults';
/** Which location's panel is open. */
export { useTimeSeriesStore } from './timeSeriesStore';
export { timeSeriesLocationOf } from './timeSeriesLocation';
export type { TimeSeriesLocation } from './timeSeriesLocation';
