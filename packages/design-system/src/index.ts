// The frame (themes, toast, loader, lazy chunks) through its shared name, never its files: one
// copy of its stores for the page, whichever entry an area imports.
export * from '@headgate/design-system/frame';
export { AREA_UNAVAILABLE_TITLE, AreaUnavailable } from './errors/AreaUnavailable';
export { NotFoundPage } from './errors/NotFoundPage';
export { UnauthorizedPage } from './errors/UnauthorizedPage';
export { PageHeader } from './page/PageHeader';
export type { Crumb } from './page/PageHeader';
export { SAVE_SNACKBAR_TEXTS, SaveSnackbar } from './toast/SaveSnackbar';
export type { SaveOutcome } from './toast/SaveSnackbar';
export { DataTable } from './dataGrid/DataTable';
export type { DataTableProps } from './dataGrid/DataTableGrid';
export { NO_DATA_TEXT, TABLE_PAGE_SIZES } from './dataGrid/dataGridSettings';
export type { TablePageSize } from './dataGrid/dataGridSettings';
export { DataState } from './states/DataState';
export { saveFile } from './files/saveFile';
export { lookupOptions } from './options/lookupOptions';
export type { SelectOption } from './options/lookupOptions';
export { ChartFrame } from './chart/ChartFrame';
export { MAX_X_TICKS, Y_AXIS_PADDING } from './chart/chartSeries';
export type { ChartColors, ChartInterval, ChartSeries } from './chart/chartSeries';
export { PercentFullGauge } from './chart/PercentFullGauge';
export { TimeSeriesChart } from './chart/TimeSeriesChart';
export type { TimeSeriesChartProps } from './chart/TimeSeriesChart';
