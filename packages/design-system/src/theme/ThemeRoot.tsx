import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { createHeadgateTheme } from './createHeadgateTheme';
import { useThemeStore } from './themeStore';

/**
 * Provides the selected Headgate theme. Every React root (the shell and each remote's parcel)
 * wraps itself in one, so a theme switch in the shell restyles every area at once.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const themeName = useThemeStore((state) => state.themeName);
  const theme = useMemo(() => createHeadgateTheme(themeName), [themeName]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
