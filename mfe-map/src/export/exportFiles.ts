/**
 * What makes the export files, in a chunk of its own: loaded with the first export or when the
 * Print Report dialog opens, so the map's first load does without it.
 */
export { exportLegend } from './exportLegend';
export { loadPdfLibrary, printPdf } from './printPdf';
export { savePng } from './savePng';
