/**
 * The public map's disclaimer dialog (spec/public-map.md §1, §2, §4). Render it once on the map
 * page, inside the router.
 */

/**
 * Shown to anonymous visitors until answered: Accept closes it (kept for the browser session),
 * Decline closes it and navigates to '/', and signing in closes it.
 */
export { DisclaimerDialog } from './DisclaimerDialog';
/** The dialog's title and paragraph. */
export { DISCLAIMER_TEXT, DISCLAIMER_TITLE } from './disclaimerText';
