/**
 * The design system's part that every page's first render needs: the themes, the toast, the
 * loader and lazy chunks. Shared on its own (`@headgate/design-system/frame`), so that a page
 * without an area (the landing page) loads it without the rest (page headers, tables, charts and
 * the router their links need). The package's main entry re-exports it through this name, so the
 * theme and toast stores stay one for the whole page.
 */
export { Loader } from './loader/Loader';
export { loadWithRetries, retryingLazy } from './chunks/retryingLazy';
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
