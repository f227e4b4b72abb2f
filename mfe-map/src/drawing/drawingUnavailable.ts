/** Said when the drawing tools' code cannot be loaded (a dropped connection). */
export const DRAWING_TOOLS_UNAVAILABLE =
  'The drawing tools could not be loaded. Check your connection and try again.';
