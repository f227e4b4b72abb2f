/** The left control panel's width on larger screens (spec/public-map.md §9). */
export const PANEL_WIDTH = 315;

/** On small screens the panel is a 75 px rail while closed and 225 px wide while open (§2). */
export const SMALL_PANEL_CLOSED_WIDTH = 75;
export const SMALL_PANEL_OPEN_WIDTH = 225;

/** The panel's accordion sections, in order (§2). */
export const PANEL_SECTIONS = ['basemaps', 'layers', 'buffers'] as const;
export type PanelSection = (typeof PANEL_SECTIONS)[number];

/** The titles the accordion shows. */
export const PANEL_SECTION_TITLES: Record<PanelSection, string> = {
  basemaps: 'Basemaps',
  layers: 'Layers',
  buffers: 'Radius Tool (Buffers)',
};

/** The panel's width for the screen size and the open section (null: all closed). */
export function panelWidth(smallScreen: boolean, openSection: PanelSection | null): number {
  if (!smallScreen) return PANEL_WIDTH;
  return openSection === null ? SMALL_PANEL_CLOSED_WIDTH : SMALL_PANEL_OPEN_WIDTH;
}

/** Layers is open when the map opens on a larger screen; on a small one the map gets the room. */
export function initialOpenSection(smallScreen: boolean): PanelSection | null {
  return smallScreen ? null : 'layers';
}
