import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeRoot } from '@headgate/design-system/frame';
import { MemoryRouter } from '@headgate/routing';
import { FRAME_THEME_ATTRIBUTE } from '@headgate/site-map';

/** Marks the element of `#root` holding a page of fixed text rendered at build. */
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-prerendered-page';

// Rendered in the default theme: a visitor of the dark theme would read its light-theme greys
// on the dark frame, so for them the frame stays empty until the shell takes over.
const UNTIL_TAKEN_OVER = `[${FRAME_THEME_ATTRIBUTE}=DARK] [${PRERENDERED_PAGE_ATTRIBUTE}]{visibility:hidden}`;

/**
 * A page of the shell with fixed text as the shell draws it at `path` (its styles inline, from
 * emotion's server rendering), for the frame's `<main>`: its text is the first paint, and the
 * shell's first render replaces it with the same page at the same place.
 */
export function renderFixedTextPage(path: string, page: ReactElement): string {
  const markup = renderToString(
    <ThemeRoot>
      <CssBaseline />
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </ThemeRoot>,
  );
  return `<div ${PRERENDERED_PAGE_ATTRIBUTE}><style>${UNTIL_TAKEN_OVER}</style>${markup}</div>`;
}
