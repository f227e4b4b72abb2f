import { Suspense, useState } from 'react';
import { retryingLazy } from '@headgate/design-system';
import { useExportStore } from './exportStore';

// The dialog's form loads when Print PDF is first chosen.
const PrintReportDialog = retryingLazy(() =>
  import('./PrintReportDialog').then((module) => ({ default: module.PrintReportDialog })),
);

/** The Print Report dialog, opened by the filter bar's Print PDF; Download PDF starts the PDF. */
export function PrintReport() {
  const open = useExportStore((state) => state.printDialogOpen);
  const close = useExportStore((state) => state.closePrintDialog);
  const printReport = useExportStore((state) => state.printReport);
  // Once opened it stays mounted, so closing it plays its transition.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense>
      <PrintReportDialog open={open} onCancel={close} onDownload={printReport} />
    </Suspense>
  );
}
