import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { THEME_NAMES, useThemeStore, type ThemeName } from '@headgate/design-system';

const LABELS: Record<ThemeName, string> = { DEFAULT: 'Default', DARK: 'Dark', LIGHT: 'Light' };

/** The three themes to choose from; the current one is marked. */
export function ThemeMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const themeName = useThemeStore((state) => state.themeName);
  const setThemeName = useThemeStore((state) => state.setThemeName);
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {THEME_NAMES.map((name) => (
        <MenuItem
          key={name}
          selected={name === themeName}
          onClick={() => {
            setThemeName(name);
            onClose();
          }}
        >
          {LABELS[name]}
        </MenuItem>
      ))}
    </Menu>
  );
}
