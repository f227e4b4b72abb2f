import { useEffect, useRef } from 'react';
import { showToast } from '@headgate/design-system';
import type { LegendSection } from '../layers/layerGroups';
import type { MapRuntime } from '../map/mapRuntime';
import { useMapSettingsStore } from '../mapState/mapSettingsStore';
import { exportErrorMessage } from './exportErrors';
import { exportLegend } from './exportLegend';
import { useExportStore, type ExportJob } from './exportStore';
import { loadPdfLibrary, printPdf } from './printPdf';
import { savePng } from './savePng';

/** The performance measure of an export, `headgate:export-png` or `headgate:export-pdf`. */
export const exportMeasureName = (kind: ExportJob['kind']) => `headgate:export-${kind}`;

/**
 * Makes the exports the filter bar asks for (Save PNG, Print PDF) from the map as it is shown,
 * with the legend of the shown layer groups; a failure is said in a toast. Renders nothing.
 */
export function MapExport({
  runtime,
  sections,
}: {
  runtime: MapRuntime;
  sections: readonly LegendSection[];
}) {
  const job = useExportStore((state) => state.job);
  const finishJob = useExportStore((state) => state.finishJob);
  const printDialogOpen = useExportStore((state) => state.printDialogOpen);
  const started = useRef<ExportJob | null>(null);

  useEffect(() => {
    // A failure here is reported when the PDF is asked for and the load is tried again.
    if (printDialogOpen) loadPdfLibrary().catch(() => undefined);
  }, [printDialogOpen]);

  useEffect(() => {
    if (!job || started.current === job) return;
    started.current = job;
    const legend = exportLegend(sections, useMapSettingsStore.getState());
    const startTime = performance.now();
    const made =
      job.kind === 'png' ? savePng(runtime.map, legend) : printPdf(runtime.map, legend, job.title);
    made
      .then(() => performance.measure(exportMeasureName(job.kind), { start: startTime }))
      .catch((error: unknown) => {
        console.error(`[map] The ${job.kind} export failed:`, error);
        showToast('error', exportErrorMessage(error, job.kind));
      })
      .finally(finishJob);
  }, [job, runtime, sections, finishJob]);

  return null;
}
