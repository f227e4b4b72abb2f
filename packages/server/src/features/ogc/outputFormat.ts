import { InvalidParameter } from './ogcRefusals';

/** The encodings an `/ogc` answer comes in, by the `f` parameter or the `Accept` header. */
export type OutputFormat = 'json' | 'html' | 'csv';

/** The media types of `Accept` each encoding answers; JSON also takes wildcards. */
const ACCEPTED: Record<OutputFormat, readonly string[]> = {
  json: ['application/json', 'application/geo+json', 'application/*', '*/*'],
  html: ['text/html', 'application/xhtml+xml'],
  csv: ['text/csv'],
};

/** The media ranges of an `Accept` header, most wanted first (RFC 9110 §12.5.1). */
function mediaRanges(accept: string): string[] {
  return accept
    .split(',')
    .map((part, order) => {
      const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return { range: range.toLowerCase(), q: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((entry) => entry.range);
}

/**
 * The encoding a request asks for among those the resource offers: its `f` when given (an `f`
 * the resource does not offer is a 400), else the first of its `Accept` media types offered
 * (a browser's text/html, a spreadsheet's text/csv), else JSON: a client that names nothing
 * we have still gets the standard's encoding rather than a 406.
 */
export function readFormat(
  value: string | undefined,
  offered: readonly OutputFormat[],
  accept?: string,
): OutputFormat {
  if (value !== undefined) {
    const format = offered.find((candidate) => candidate === value);
    if (!format) throw new InvalidParameter('f', `must be one of ${offered.join(', ')}.`);
    return format;
  }
  for (const range of mediaRanges(accept ?? '')) {
    const format = offered.find((candidate) => ACCEPTED[candidate].includes(range));
    if (format) return format;
  }
  return 'json';
}
