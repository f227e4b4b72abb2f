/** The Print Report's title when the visitor gives none. */
export const DEFAULT_REPORT_TITLE = 'Headgate map';

/** The longest title the Print Report dialog takes; two lines on the page at most. */
export const REPORT_TITLE_MAX_LENGTH = 100;
