export { AREA_UNAVAILABLE_TITLE, AreaUnavailable } from './errors/AreaUnavailable';
export { NotFoundPage } from './errors/NotFoundPage';
export { UnauthorizedPage } from './errors/UnauthorizedPage';
export { Loader } from './loader/Loader';
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
