import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileRecords, type FileRecord } from './fileRecords';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-records-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The records of `text` written to a file and read with `delimiter`. */
async function records(text: string, delimiter = ','): Promise<FileRecord[]> {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.txt`);
  fs.writeFileSync(file, text);
  const read: FileRecord[] = [];
  for await (const batch of fileRecords(fs.createReadStream(file, 'utf8'), delimiter))
    read.push(...batch);
  return read;
}

const QUOTE_PROBLEM =
  'its quotes do not pair up (a quoted field ends with a quote just before a delimiter or the end of the line; a quote inside one is written "")';

describe('the records of a delimited file', () => {
  it('reads quoted delimiters, doubled quotes and line breaks inside quotes, numbering records by their first line', async () => {
    const text = [
      'date,time,observer,flow',
      '2026-11-19,10:00,"Smith, J","1,234"',
      '2026-11-19,10:15,"O\'Brien ""Bo""","7.5"',
      '2026-11-19,10:30,"gate',
      're-opened, then closed",8',
      '2026-11-19,10:45,Lee,9',
    ].join('\r\n');
    expect(await records(text)).toEqual([
      { line: 1, fields: ['date', 'time', 'observer', 'flow'] },
      { line: 2, fields: ['2026-11-19', '10:00', 'Smith, J', '1,234'] },
      { line: 3, fields: ['2026-11-19', '10:15', 'O\'Brien "Bo"', '7.5'] },
      { line: 4, fields: ['2026-11-19', '10:30', 'gate\r\nre-opened, then closed', '8'] },
      { line: 6, fields: ['2026-11-19', '10:45', 'Lee', '9'] },
    ]);
  });

  it('takes a run of spaces as one separator with the Space delimiter, and keeps quoted spaces', async () => {
    expect(await records('  2026-11-19   13:00    6  \n2026-11-19 "13 15" "7"\n', ' ')).toEqual([
      { line: 1, fields: ['2026-11-19', '13:00', '6'] },
      { line: 2, fields: ['2026-11-19', '13 15', '7'] },
    ]);
  });

  it('keeps empty fields and blank lines with the other delimiters', async () => {
    expect(await records('a\t\tc\n\nd\t"e\tf"', '\t')).toEqual([
      { line: 1, fields: ['a', '', 'c'] },
      { line: 2, fields: [''] },
      { line: 3, fields: ['d', 'e\tf'] },
    ]);
  });

  it('reads lines that end in CR alone, and drops a byte-order mark', async () => {
    expect(await records('\uFEFF"a",b\rc,d\r')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
    ]);
  });

  it('rejects the line of a stray quote and reads on from the next line', async () => {
    const text = ['a,1', 'b,"2', 'c,3', 'd,"4"x', 'e,5'].join('\n');
    expect(await records(text)).toEqual([
      { line: 1, fields: ['a', '1'] },
      { line: 2, problem: QUOTE_PROBLEM },
      { line: 3, fields: ['c', '3'] },
      { line: 4, problem: QUOTE_PROBLEM },
      { line: 5, fields: ['e', '5'] },
    ]);
  });

  it('reads records across the chunks a large file streams in, and stops holding a quote that is never closed', async () => {
    const lines = ['x,"never closed'];
    for (let n = 0; n < 60_000; n += 1) lines.push(`${n},"note ${n}, with a comma",${n % 7}`);
    const read = await records(lines.join('\n'));
    expect(read).toHaveLength(60_001);
    expect(read[0]).toEqual({ line: 1, problem: QUOTE_PROBLEM });
    expect(read.at(-1)).toEqual({
      line: 60_001,
      fields: ['59999', 'note 59999, with a comma', '2'],
    });
    expect(
      read.slice(1).every((record, n) => {
        if (!('fields' in record)) return false;
        return record.line === n + 2 && record.fields[1] === `note ${n}, with a comma`;
      }),
    ).toBe(true);
  });
});
