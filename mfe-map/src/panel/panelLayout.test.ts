import {
  initialOpenSection,
  PANEL_SECTIONS,
  PANEL_WIDTH,
  panelWidth,
  SMALL_PANEL_CLOSED_WIDTH,
  SMALL_PANEL_OPEN_WIDTH,
} from './panelLayout';

describe('control panel layout', () => {
  it('is 315 px wide on larger screens, open or not', () => {
    expect(PANEL_WIDTH).toBe(315);
    expect(panelWidth(false, 'layers')).toBe(315);
    expect(panelWidth(false, null)).toBe(315);
  });

  it('is 75 px closed and 225 px open on small screens', () => {
    expect([SMALL_PANEL_CLOSED_WIDTH, SMALL_PANEL_OPEN_WIDTH]).toEqual([75, 225]);
    expect(panelWidth(true, null)).toBe(75);
    expect(panelWidth(true, 'basemaps')).toBe(225);
  });

  it('opens Layers on larger screens and nothing on small ones', () => {
    expect(initialOpenSection(false)).toBe('layers');
    expect(initialOpenSection(true)).toBeNull();
  });

  it('has the Basemaps, Layers and Radius Tool sections, in that order', () => {
    expect(PANEL_SECTIONS).toEqual(['basemaps', 'layers', 'buffers']);
  });
});
