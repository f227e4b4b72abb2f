import { useEffect, useRef } from 'react';
import { loadWithRetries, showToast } from '@headgate/design-system';
import type { LegendSection } from '../layers/layerGroups';
import type { MapRuntime } from '../map/mapRuntime';
import { useMapSettingsStore } from '../mapState/mapSettingsStore';
import { exportErrorMessage } from './exportErrors';
import { useExportStore, type ExportJob } from './exportStore';

const loadExportFiles = () =>
  loadWithRetries(() => import(/* webpackChunkName: "export-files" */ './exportFiles'));

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
    if (printDialogOpen)
      loadExportFiles()
        .then((files) => files.loadPdfLibrary())
        .catch(() => undefined);
  }, [printDialogOpen]);

  useEffect(() => {
    if (!job || started.current === job) return;
    started.current = job;
    const settings = useMapSettingsStore.getState();
    const startTime = performance.now();
    loadExportFiles()
      .then((files) => {
        const legend = files.exportLegend(sections, settings);
        return job.kind === 'png'
          ? files.savePng(runtime.map, legend)
          : files.printPdf(runtime.map, legend, job.title);
      })
      .then(() => performance.measure(exportMeasureName(job.kind), { start: startTime }))
      .catch((error: unknown) => {
        console.error(`[map] The ${job.kind} export failed:`, error);
        showToast('error', exportErrorMessage(error, job.kind));
      })
      .finally(finishJob);
  }, [job, runtime, sections, finishJob]);

  return null;
}
