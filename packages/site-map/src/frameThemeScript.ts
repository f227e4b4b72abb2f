/** The attribute of `<html>` naming the visitor's theme before the app is in. */
export const FRAME_THEME_ATTRIBUTE = 'data-hg-theme';

/**
 * The one inline script of the shell's documents: before the body paints, it marks `<html>` with
 * the theme the visitor chose ({@link FRAME_THEME_ATTRIBUTE}, read from the theme store's
 * localStorage entry), so the page frame is drawn in that theme and a dark-theme visitor sees no
 * white flash. The Content-Security-Policy allows it by its hash alone; any change to it changes
 * the hash, which the server computes from this very text.
 */
export const FRAME_THEME_SCRIPT =
  "try{var t=JSON.parse(localStorage.getItem('headgate.theme')||'{}').state.themeName;" +
  `if(t)document.documentElement.setAttribute('${FRAME_THEME_ATTRIBUTE}',t)}catch(e){}`;
