import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import PaletteIcon from '@mui/icons-material/Palette';
import { THEME_NAMES, useThemeStore, type ThemeName } from '@headgate/design-system';

const LABELS: Record<ThemeName, string> = { DEFAULT: 'Default', DARK: 'Dark', LIGHT: 'Light' };

/** Chooses the theme for the shell and every area. */
export function ThemeSwitch() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const themeName = useThemeStore((state) => state.themeName);
  const setThemeName = useThemeStore((state) => state.setThemeName);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Theme"
        title="Theme"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <PaletteIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {THEME_NAMES.map((name) => (
          <MenuItem
            key={name}
            selected={name === themeName}
            onClick={() => {
              setThemeName(name);
              setAnchor(null);
            }}
          >
            {LABELS[name]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
