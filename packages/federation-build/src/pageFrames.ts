import { FRAME_THEME_ATTRIBUTE, PAGE_DOCUMENTS, PAGES } from '@headgate/site-map';

const THEME_DEFAULT = `[${FRAME_THEME_ATTRIBUTE}=DEFAULT]`;
const THEME_DARK = `[${FRAME_THEME_ATTRIBUTE}=DARK]`;

/** The URL the build gave an asset imported by the app, found by its source file's name. */
export type BuiltAssetUrl = (sourceFile: string) => string;

/** A page of the shell written into the HTML at build: what the visitor sees before any script. */
export interface PageFrame {
  /** The file the build writes and the server sends for the frame's paths. */
  filename: string;
  /** The document title until the app sets its own. */
  title: string;
  /**
   * Markup inside `#root`, given what the host rendered at build for this document (empty if
   * nothing); React replaces it on its first render.
   */
  markup: (prerendered: string) => string;
}

/**
 * The frame's look, at the sizes the app draws the same parts (the top bar 48 px high, padded
 * 8 px or 12 px, its menu button a 44 px target on touch screens and phones; the sidebar docked
 * at 258 px from the md breakpoint (960 px); the page padded 12 px or 24 px, its title at h5
 * size): the app takes the page over without moving what the visitor already sees. LIGHT, the
 * default theme, unless the theme script marked `<html>` with the visitor's choice (DEFAULT: the
 * blue top bar; DARK: the dark palette, so no white flash). Class names carry an `hg-frame`
 * prefix so nothing of the app's styles meets them.
 */
export const FRAME_STYLE = `
body{margin:0;background:#f4f6f9;color:rgba(0,0,0,.87);font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;font-size:13px;line-height:1.43}
.hg-frame-bar{position:fixed;top:0;left:0;right:0;z-index:2;height:48px;display:flex;align-items:center;gap:4px;padding:0 8px;background:#fff;box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)}
.hg-frame-menu{width:44px;height:44px;margin-left:-12px}
.hg-frame-menu::before{content:"";display:block;width:17px;height:11px;margin:17px 14px;border-top:2px solid;border-bottom:2px solid;background:linear-gradient(currentColor,currentColor) center/100% 2px no-repeat}
.hg-frame-brand{font-size:18.57px;font-weight:700;line-height:1.6;color:inherit;text-decoration:none}
.hg-frame-side{display:none}
.hg-frame-main{display:flex;flex-direction:column;min-height:100vh;padding-top:48px;box-sizing:border-box}
.hg-frame-page{padding:12px 12px 0}
.hg-frame-page h1{margin:0;font-size:22.29px;font-weight:400;line-height:1.334}
.hg-frame-crumbs{margin:8px 0 16px;line-height:22px;color:rgba(0,0,0,.6)}
.hg-frame-map{flex:1;min-height:480px;display:flex;flex-direction:column;background:#fff;border-top:1px solid rgba(0,0,0,.12)}
.hg-frame-filters{height:92px;border-bottom:1px solid rgba(0,0,0,.12)}
.hg-frame-map-body{flex:1;display:flex}
.hg-frame-panel{width:74px;border-right:1px solid rgba(0,0,0,.12)}
.hg-frame-canvas{flex:1;background:#e9eef3}
@media (min-width:600px){.hg-frame-bar{padding:0 12px}}
@media (pointer:coarse),(max-width:600px){.hg-frame-brand{min-height:44px;display:inline-flex;align-items:center}}
@media (min-width:601px) and (pointer:fine){.hg-frame-menu{width:38px;height:38px}.hg-frame-menu::before{margin:14px 11px}}
@media (min-width:960px){
.hg-frame-side{display:block;position:fixed;top:0;bottom:0;left:0;width:257px;background:#fff;border-right:1px solid rgba(0,0,0,.12)}
.hg-frame-main{margin-left:258px}
.hg-frame-page{padding:24px 24px 0}
.hg-frame-filters{height:54px}
.hg-frame-panel{width:314px}
}
${THEME_DEFAULT} .hg-frame-bar{background:#336699;color:#fff;box-shadow:none}
${THEME_DARK}{color-scheme:dark}
${THEME_DARK} body{background:#121820;color:#fff}
${THEME_DARK} .hg-frame-bar{background:#1a222c;box-shadow:none}
${THEME_DARK} .hg-frame-side,${THEME_DARK} .hg-frame-map{background:#1a222c;border-color:rgba(255,255,255,.12)}
${THEME_DARK} .hg-frame-crumbs{color:rgba(255,255,255,.7)}
${THEME_DARK} .hg-frame-filters,${THEME_DARK} .hg-frame-panel{border-color:rgba(255,255,255,.12)}
${THEME_DARK} .hg-frame-canvas{background:#121820}
`
  .trim()
  .replace(/\n/g, '');

/** The top bar and the sidebar around every page but the landing page. */
function appFrame(page: string): string {
  return (
    '<header class="hg-frame-bar"><span class="hg-frame-menu"></span>' +
    '<a class="hg-frame-brand" href="/">Headgate</a></header>' +
    '<aside class="hg-frame-side"></aside>' +
    `<main class="hg-frame-main">${page}</main>`
  );
}

const ASSET_PLACEHOLDER = 'headgate-asset:';

/**
 * Stands for the URL of an asset the app imports (by its source file's name) in markup rendered
 * outside webpack; the build replaces it with the URL it gave the asset.
 */
export function assetPlaceholder(sourceFile: string): string {
  return `${ASSET_PLACEHOLDER}${sourceFile}`;
}

/** `markup` with every asset placeholder replaced by the asset's URL in this build. */
export function resolveAssetPlaceholders(markup: string, assetUrl: BuiltAssetUrl): string {
  return markup.replace(/headgate-asset:([\w.-]+)/g, (_, sourceFile: string) =>
    assetUrl(sourceFile),
  );
}

/** A page of the shell's own with fixed text, rendered whole at build inside the frame. */
function prerenderedPage(filename: string, title: string): PageFrame {
  return { filename, title: `${title} | Headgate`, markup: (page) => appFrame(page) };
}

/**
 * The frames the shell's build writes: the public map (`/`, the page most visitors open), the
 * landing page (`/login`, drawn by the shell itself), the shell's public pages of fixed text
 * (rendered whole at build, so their text is the first paint), and the bare frame every other
 * page starts from (its title and content come with its area).
 */
export const PAGE_FRAMES: readonly PageFrame[] = [
  {
    filename: PAGE_DOCUMENTS.publicMap,
    title: 'Headgate',
    markup: () =>
      appFrame(
        `<div class="hg-frame-page"><h1>${PAGES.publicMap.title}</h1>` +
          `<p class="hg-frame-crumbs">Dashboard / ${PAGES.publicMap.title}</p></div>` +
          '<div class="hg-frame-map" aria-hidden="true"><div class="hg-frame-filters"></div>' +
          '<div class="hg-frame-map-body"><div class="hg-frame-panel"></div>' +
          '<div class="hg-frame-canvas"></div></div></div>',
      ),
  },
  // The shell renders the whole landing page into it at build (`prerenderedPages`).
  { filename: PAGE_DOCUMENTS.login, title: 'Welcome | Headgate', markup: (page) => page },
  prerenderedPage(PAGE_DOCUMENTS.changelog, PAGES.changelog.title),
  prerenderedPage(PAGE_DOCUMENTS.support, PAGES.support.title),
  { filename: PAGE_DOCUMENTS.other, title: 'Headgate', markup: () => appFrame('') },
];
