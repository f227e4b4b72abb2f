import { FALLBACK_ERROR_MESSAGE } from '@headgate/design-system';
import type { ExportKind } from '../filterBar';

/** Said when a basemap's pictures may not be copied (its server does not allow it, CORS). */
export const TAINTED_MAP_MESSAGE =
  'The map could not be exported: the basemap provider does not allow its pictures to be ' +
  'saved. Choose another basemap and try again.';

const WHAT: Record<ExportKind, string> = { png: 'PNG image', pdf: 'PDF' };

/** Why an export failed when its code (the makers, the PDF library) could not be loaded. */
const EXPORT_CODE_UNAVAILABLE = 'Check your connection and try again.';

// webpack's name for a chunk that failed to load, whose message is a chunk number and a URL.
const isChunkLoadFailure = (error: unknown) =>
  error instanceof Error && error.name === 'ChunkLoadError';

/** The toast text for a failed export (a readable message, never a silent failure). */
export function exportErrorMessage(error: unknown, kind: ExportKind): string {
  if (error instanceof DOMException && error.name === 'SecurityError') return TAINTED_MAP_MESSAGE;
  if (isChunkLoadFailure(error))
    return `The ${WHAT[kind]} could not be made. ${EXPORT_CODE_UNAVAILABLE}`;
  const reason = error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE;
  return `The ${WHAT[kind]} could not be made. ${reason}`;
}
