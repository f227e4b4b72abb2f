/** The map's drawing tools (public-map §2): four shapes and the ruler. One is active at a time. */
export type DrawingTool = 'polygon' | 'line' | 'point' | 'circle' | 'ruler';
