import type { ExportKind } from '../filterBar';
import { districtDay } from './exportTime';

/** What an exported file is called when the report has no title. */
const EXPORT_FILE_PREFIX = 'headgate-map';

const LONGEST_TITLE_PART = 60;

/** A title as a file-name part: lower-case letters and digits joined by hyphens. */
function fileNamePart(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, LONGEST_TITLE_PART)
    .replace(/^-+|-+$/g, '');
}

/**
 * The downloaded file's name: `headgate-map-YYYY-MM-DD.png`, and for a PDF with a title the title
 * in its place (`north-ditches-YYYY-MM-DD.pdf`), dated on the district's calendar.
 */
export function exportFileName(kind: ExportKind, at: Date, title = ''): string {
  const name = (kind === 'pdf' && fileNamePart(title)) || EXPORT_FILE_PREFIX;
  return `${name}-${districtDay(at)}.${kind}`;
}
