import { useExportStore } from './exportStore';
import { PrintReportDialog } from './PrintReportDialog';

/** The Print Report dialog, opened by the filter bar's Print PDF; Download PDF starts the PDF. */
export function PrintReport() {
  const open = useExportStore((state) => state.printDialogOpen);
  const close = useExportStore((state) => state.closePrintDialog);
  const printReport = useExportStore((state) => state.printReport);
  return <PrintReportDialog open={open} onCancel={close} onDownload={printReport} />;
}
