export { AREA_UNAVAILABLE_TITLE, AreaUnavailable } from './errors/AreaUnavailable';
export { NotFoundPage } from './errors/NotFoundPage';
export { UnauthorizedPage } from './errors/UnauthorizedPage';
export { Loader } from './loader/Loader';
export { retryingLazy } from './chunks/retryingLazy';
export { PageHeader } from './page/PageHeader';
export type { Crumb } from './page/PageHeader';
export { createHeadgateTheme } from './theme/createHeadgateTheme';
export {
  BASE_FONT_SIZE,
  BREAKPOINTS,
  DEFAULT_THEME_NAME,
  PRIMARY_COLOR,
  SPACING,
  THEME_NAMES,
  isThemeName,
} from './theme/themeConstants';
export type { ThemeName } from './theme/themeConstants';
export { ThemeRoot } from './theme/ThemeRoot';
export { useThemeStore } from './theme/themeStore';
export {
  FALLBACK_ERROR_MESSAGE,
  TOAST_AUTO_HIDE_MS,
  showToast,
  useToastStore,
} from './toast/toastStore';
export type { Toast } from './toast/toastStore';
export { ToastHost } from './toast/ToastHost';
export { SAVE_SNACKBAR_TEXTS, SaveSnackbar } from './toast/SaveSnackbar';
export type { SaveOutcome } from './toast/SaveSnackbar';
export { DataTable } from './dataGrid/DataTable';
export type { DataTableProps } from './dataGrid/DataTableGrid';
export { NO_DATA_TEXT, TABLE_PAGE_SIZES } from './dataGrid/dataGridSettings';
export type { TablePageSize } from './dataGrid/dataGridSettings';
export { DataState } from './states/DataState';
export { saveFile } from './files/saveFile';
export { ChartFrame } from './chart/ChartFrame';
export { MAX_X_TICKS, Y_AXIS_PADDING } from './chart/chartSeries';
export type { ChartColors, ChartInterval, ChartSeries } from './chart/chartSeries';
export { PercentFullGauge } from './chart/PercentFullGauge';
export { TimeSeriesChart } from './chart/TimeSeriesChart';
export type { TimeSeriesChartProps } from './chart/TimeSeriesChart';
