import { create } from 'zustand';
import { parseCoordinateEntry, type LatLng } from '../coordinates';
import { DEFAULT_BUFFER_ROWS, type BufferRow } from './bufferDefaults';

/** Where the rings are drawn, and whether the map should bring them into view. */
export interface BufferCentre extends LatLng {
  /** 'entry': typed in, perhaps off screen, so the map fits the rings; 'map': clicked. */
  placedBy: 'entry' | 'map';
}

interface BufferState {
  rows: readonly BufferRow[];
  /** The text of the coordinate field. */
  entry: string;
  /** The rings' centre; null: nothing drawn. */
  centre: BufferCentre | null;
  setRow: (index: number, change: Partial<BufferRow>) => void;
  setEntry: (text: string) => void;
  /** Draws at the typed coordinate; false (and nothing changes) when it is not a coordinate. */
  placeCentreFromEntry: () => boolean;
  /** Draws around a clicked point and shows it in the coordinate field. */
  placeCentreOnMap: (point: LatLng) => void;
  /** Removes the rings and the centre marker; the rows stay. */
  clear: () => void;
  /** The default rows back, nothing drawn. */
  reset: () => void;
}

/** `40.26720, -104.77800`: a point as the coordinate field shows it (and reads it back). */
export function formatCentre({ lat, lng }: LatLng): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/**
 * The Radius Tool (spec/public-map.md §4 'Buffers'): its four rows and the centre of the rings.
 * Kept for the page's life, so closing the panel section loses nothing.
 */
export const useBufferStore = create<BufferState>()((set, get) => ({
  rows: DEFAULT_BUFFER_ROWS,
  entry: '',
  centre: null,
  setRow: (index, change) =>
    set(({ rows }) => ({
      rows: rows.map((row, i) => (i === index ? { ...row, ...change } : row)),
    })),
  setEntry: (entry) => set({ entry }),
  placeCentreFromEntry: () => {
    const point = parseCoordinateEntry(get().entry);
    if (!point) return false;
    set({ centre: { ...point, placedBy: 'entry' } });
    return true;
  },
  placeCentreOnMap: (point) =>
    set({ centre: { ...point, placedBy: 'map' }, entry: formatCentre(point) }),
  clear: () => set({ centre: null }),
  reset: () => set({ rows: DEFAULT_BUFFER_ROWS, centre: null, entry: '' }),
}));
