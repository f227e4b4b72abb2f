import Papa from 'papaparse';

/**
 * One record of a delimited file, numbered by the line it starts on: its fields, or why its
 * quotes cannot be read.
 */
export type FileRecord = { line: number; fields: string[] } | { line: number; problem: string };

/**
 * Why a line whose quotes papaparse cannot read is rejected. Its two errors (a quote never
 * closed, text after a closing quote) often both come from one stray quote, so one reason says
 * what a quoted field must look like.
 */
const QUOTE_PROBLEM =
  'its quotes do not pair up (a quoted field ends with a quote just before a delimiter or the end of the line; a quote inside one is written "")';

/**
 * Longest unfinished record held while reading on. A quote that is never closed would otherwise
 * make the rest of the file one field, held in memory and parsed again with every chunk.
 */
const MAX_RECORD_CHARS = 1 << 20;

/** The Space delimiter's separator is a run of spaces, as in files aligned in columns. */
const SPACE = ' ';

interface ParsedRow {
  fields: string[];
  /** Offset in the text just after the row's line break. */
  end: number;
  /** The core parser's only errors are about quotes. */
  quoteProblem: boolean;
}

/** The rows of `text`; unless `final`, the last one, which may go on in the next chunk, is held. */
function parseRows(text: string, delimiter: string, newline: '\n' | '\r', final: boolean) {
  const rows: ParsedRow[] = [];
  const parser = new Papa.Parser({
    delimiter,
    newline,
    quoteChar: '"',
    step: (results) => {
      // papaparse's core parser hands each step a list of the one row.
      const [fields] = results.data as unknown as [string[]];
      // A CRLF line read with LF as the line break ends its last field with the CR.
      const last = fields.length - 1;
      if (newline === '\n' && fields[last]!.endsWith('\r'))
        fields[last] = fields[last]!.slice(0, -1);
      rows.push({
        fields: delimiter === SPACE ? fields.filter((field) => field.trim() !== '') : fields,
        end: results.meta.cursor,
        quoteProblem: results.errors.length > 0,
      });
    },
  });
  parser.parse(text, 0, !final);
  return rows;
}

/** Line breaks (LF, CRLF or a lone CR, as Node's readline counts lines) in `text[from, to)`. */
function lineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let index = from; index < to; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 10 || (code === 13 && text.charCodeAt(index + 1) !== 10)) count += 1;
  }
  return count;
}

/** The offset just after the first line break at or after `from`; the text's end without one. */
function nextLine(text: string, from: number): number {
  const lineEnd = /\r\n|\r|\n/g;
  lineEnd.lastIndex = from;
  const found = lineEnd.exec(text);
  return found ? found.index + found[0].length : text.length;
}

/**
 * The records of a delimited file (its text, as it streams in) (papaparse, RFC 4180 quoting), in
 * batches of a chunk each: a field in double quotes may hold the delimiter, line breaks and
 * doubled quotes. With the Space delimiter a run of spaces separates fields (so an empty field
 * cannot be written). A record whose quotes cannot be read is one problem on the line it starts
 * on, and reading goes on from the next line, so a stray quote costs that line and not the rest
 * of the file. Lines end in LF or CRLF, or in CR alone when the file's first chunk has no LF.
 */
export async function* fileRecords(
  input: AsyncIterable<string>,
  delimiter: string,
): AsyncGenerator<FileRecord[]> {
  let newline: '\n' | '\r' = '\n';
  let pending = '';
  let line = 1;

  /** The records `pending` completes, all of them when `final`; the rest stays pending. */
  const take = (final: boolean): FileRecord[] => {
    const records: FileRecord[] = [];
    for (;;) {
      let start = 0;
      let rejected = false;
      for (const row of parseRows(pending, delimiter, newline, final)) {
        if (row.quoteProblem) {
          records.push({ line, problem: QUOTE_PROBLEM });
          pending = pending.slice(nextLine(pending, start));
          line += 1;
          rejected = true;
          break;
        }
        records.push({ line, fields: row.fields });
        line += lineBreaks(pending, start, row.end);
        start = row.end;
      }
      // The rows after a rejected line were read from inside it: they are read again.
      if (rejected) continue;
      pending = pending.slice(start);
      const held = nextLine(pending, 0);
      if (final || pending.length <= MAX_RECORD_CHARS || held === pending.length) return records;
      records.push({ line, problem: QUOTE_PROBLEM });
      pending = pending.slice(held);
      line += 1;
    }
  };

  let first = true;
  // Batches rather than single records: a yield per record cost twice the parsing itself.
  for await (const chunk of input) {
    if (first) {
      first = false;
      if (!chunk.includes('\n') && chunk.includes('\r')) newline = '\r';
      pending = chunk.replace(/^\uFEFF/, '');
    } else {
      pending += chunk;
    }
    yield take(false);
  }
  yield take(true);
}
