import { renderToString } from 'react-dom/server';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeRoot } from '@headgate/design-system/frame';
import { LandingPage } from '../src/landing/LandingPage';
import { PRERENDERED_LANDING_ATTRIBUTE } from '../src/landing/landingWake';

/**
 * The landing page as the shell draws it in the default theme, as HTML for `#root`: its styles
 * come inline with it (emotion's server rendering), so it paints before any script runs.
 */
export function renderLandingPage(): string {
  const page = renderToString(
    <ThemeRoot>
      <CssBaseline />
      <LandingPage />
    </ThemeRoot>,
  );
  return `<div ${PRERENDERED_LANDING_ATTRIBUTE}>${page}</div>`;
}
