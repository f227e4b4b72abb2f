/** Title of the map's disclaimer dialog (spec/public-map.md §2). */
export const DISCLAIMER_TITLE = 'Disclaimer';

/** The disclaimer of spec/public-map.md §1, as one paragraph. */
export const DISCLAIMER_TEXT =
  'The data shown on this map are provided for informational purposes only. They may not be ' +
  'suitable for legal, engineering or surveying purposes, and they should not be relied on as ' +
  'such. The district makes no warranty as to the accuracy, completeness or timeliness of the ' +
  'data and disclaims any liability for their use or for decisions made on the basis of them.';
