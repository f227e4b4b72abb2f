import { create } from 'zustand';
import type { ExportKind } from '../filterBar';

/** One export the map is asked to make. */
export type ExportJob = { kind: 'png' } | { kind: 'pdf'; title: string };

interface ExportState {
  /** The export under way (or waiting for the map to load); null when there is none. */
  job: ExportJob | null;
  /** Whether the Print Report dialog is open. */
  printDialogOpen: boolean;
  /**
   * The filter bar's export choice (spec/public-map.md §4): Save PNG starts at once, Print PDF
   * opens the Print Report dialog first. Ignored while an export is under way.
   */
  chooseExport: (kind: ExportKind) => void;
  /** The Print Report dialog's Download PDF: closes it and starts the PDF. */
  printReport: (title: string) => void;
  closePrintDialog: () => void;
  /** The map has finished the job, or given up on it. */
  finishJob: () => void;
}

/**
 * Hands export requests from the filter bar to the map, which is in its own chunk: the map acts
 * on the job once it is there, and the bar shows the export as busy until the job is finished.
 */
export const useExportStore = create<ExportState>()((set, get) => ({
  job: null,
  printDialogOpen: false,
  chooseExport: (kind) => {
    if (get().job) return;
    if (kind === 'png') set({ job: { kind: 'png' } });
    else set({ printDialogOpen: true });
  },
  printReport: (title) => {
    if (get().job) return;
    set({ job: { kind: 'pdf', title }, printDialogOpen: false });
  },
  closePrintDialog: () => set({ printDialogOpen: false }),
  finishJob: () => set({ job: null }),
}));
