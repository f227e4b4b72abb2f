import { Suspense, useState } from 'react';
import { retryingLazy } from '@headgate/design-system';
import IconButton from '@mui/material/IconButton';
import PaletteIcon from '@mui/icons-material/Palette';

// Loaded when first opened: the menu is not part of the first render.
const ThemeMenu = retryingLazy(() =>
  import('./ThemeMenu').then(({ ThemeMenu }) => ({ default: ThemeMenu })),
);

/** Chooses the theme for the shell and every area. */
export function ThemeSwitch() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
      {anchor && (
        <Suspense fallback={null}>
          <ThemeMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
