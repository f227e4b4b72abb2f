import { FALLBACK_ERROR_MESSAGE } from '@headgate/design-system';
import type { ExportKind } from '../filterBar';

/** Said when a basemap's pictures may not be copied (its server does not allow it, CORS). */
export const TAINTED_MAP_MESSAGE =
  'The map could not be exported: the basemap provider does not allow its pictures to be ' +
  'saved. Choose another basemap and try again.';

const WHAT: Record<ExportKind, string> = { png: 'PNG image', pdf: 'PDF' };

/** The toast text for a failed export (a readable message, never a silent failure). */
export function exportErrorMessage(error: unknown, kind: ExportKind): string {
  if (error instanceof DOMException && error.name === 'SecurityError') return TAINTED_MAP_MESSAGE;
  const reason = error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE;
  return `The ${WHAT[kind]} could not be made. ${reason}`;
}
