import { createTheme, type Theme } from '@mui/material/styles';
import {
  BASE_FONT_SIZE,
  BREAKPOINTS,
  PRIMARY_COLOR,
  SPACING,
  type ThemeName,
} from './themeConstants';

const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * The MUI theme for a theme name. DEFAULT has the blue app bar, LIGHT a white one, DARK is the
 * dark palette; all share spacing, type scale and breakpoints.
 */
export function createHeadgateTheme(name: ThemeName): Theme {
  const dark = name === 'DARK';
  return createTheme({
    spacing: SPACING,
    breakpoints: { values: BREAKPOINTS },
    typography: { fontSize: BASE_FONT_SIZE, fontFamily: FONT_STACK },
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: { main: dark ? '#7aa7d6' : PRIMARY_COLOR },
      background: dark
        ? { default: '#121820', paper: '#1a222c' }
        : { default: '#f4f6f9', paper: '#ffffff' },
    },
    components: {
      MuiAppBar: {
        defaultProps: {
          elevation: name === 'LIGHT' ? 1 : 0,
          color: name === 'LIGHT' ? 'inherit' : 'primary',
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
