import { renderToString } from 'react-dom/server';
import CssBaseline from '@mui/material/CssBaseline';
import { createHeadgateTheme, ThemeRoot } from '@headgate/design-system/frame';
import { FRAME_THEME_ATTRIBUTE } from '@headgate/site-map';
import { LandingPage } from '../src/landing/LandingPage';
import { PRERENDERED_LANDING_ATTRIBUTE } from '../src/landing/landingWake';

const PAGE = `[${PRERENDERED_LANDING_ATTRIBUTE}]`;
const DARK = `[${FRAME_THEME_ATTRIBUTE}=DARK]`;

/**
 * What the prerendered page shows until the shell takes it over (the style goes with it):
 * - a white bar along the top (over the intro's dark water in every theme) while a click waits
 *   for the shell (landingWake.ts marks the page busy);
 * - for a visitor of the dark theme, for whom the shell starts at once, the dark background and
 *   the intro only: the rest was rendered in the light theme and would flash.
 */
function untilTakenOver(): string {
  const darkBackground = createHeadgateTheme('DARK').palette.background.default;
  return (
    `${PAGE}[aria-busy=true]{cursor:progress}` +
    `${PAGE}[aria-busy=true]::before{content:"";position:fixed;z-index:2000;top:0;left:0;right:0;height:3px;background:#fff;transform-origin:left;animation:hg-landing-busy 1.2s ease-in-out infinite}` +
    '@keyframes hg-landing-busy{0%{transform:scaleX(0)}70%{transform:scaleX(.85)}100%{transform:scaleX(1);opacity:0}}' +
    `@media (prefers-reduced-motion:reduce){${PAGE}[aria-busy=true]::before{animation:none}}` +
    `${DARK} body{background:${darkBackground}!important}` +
    `${DARK} ${PAGE} main>section~section,${DARK} ${PAGE} footer{visibility:hidden}`
  );
}

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
  return `<div ${PRERENDERED_LANDING_ATTRIBUTE}><style>${untilTakenOver()}</style>${page}</div>`;
}
