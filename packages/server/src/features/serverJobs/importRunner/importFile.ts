import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type pg from 'pg';
import { inTransaction } from '../../../core/database/inTransaction';
import { ImportFileError } from './importFiles';
import { fileRecords, type FileRecord } from './fileRecords';
import { readRecord, type LineFormat, type LineReject, type ParsedReading } from './importLines';
import { fileClock } from './readingTime';

/** Opens an import file for reading: `fs` in a server, one that fails as a disk can in tests. */
export type OpenFile = (file: string) => Readable;

export const openImportFile: OpenFile = (file) => fs.createReadStream(file, 'utf8');

/** Readings written per statement. */
const BATCH = 5000;

/** What one file added to its run. */
export interface FileTally {
  rowsRead: number;
  rowsWritten: number;
  rowsUnchanged: number;
  rowsSkipped: number;
  rowsRejected: number;
  /** The first rejected lines, as many as the run still keeps. */
  rejects: LineReject[];
  /** The first line whose fields do not fit the configuration, if any. */
  firstFieldProblem: string | null;
  /** Whether any line had the configured fields. */
  someLineFits: boolean;
}

/** One file of a run, and how its lines become stored readings. */
export interface FileJob {
  /** The file's path, and its name relative to the import folder (what messages show). */
  file: string;
  name: string;
  openFile: OpenFile;
  format: LineFormat;
  /** Readings before this instant (epoch ms) are outside the history window: skipped. */
  oldest: number;
  /** How many rejected lines the run still keeps. */
  rejectRoom: number;
  /** Writes a batch of readings; answers how many rows it inserted or changed. */
  write(client: pg.PoolClient, readings: ParsedReading[]): Promise<number>;
  /** Records the file in its run's record, in the same transaction as its readings. */
  record(client: pg.PoolClient, tally: FileTally): Promise<void>;
}

/** The file could not be read to the end: its lines stop with this. */
class UnreadableFile extends Error {}

/** An fs error's code and description, without the absolute path its message ends with. */
function describeFsError(error: unknown): string {
  const message = String((error as { message?: unknown } | null)?.message ?? error);
  return message.replace(/, \w+( '.*')?$/, '');
}

async function* recordsOf(job: FileJob): AsyncGenerator<FileRecord[]> {
  const input = job.openFile(job.file);
  try {
    yield* fileRecords(input, job.format.delimiter);
  } catch (error) {
    throw new UnreadableFile(describeFsError(error));
  } finally {
    input.destroy();
  }
}

async function readAndWrite(client: pg.PoolClient, job: FileJob): Promise<FileTally> {
  const tally: FileTally = {
    rowsRead: 0,
    rowsWritten: 0,
    rowsUnchanged: 0,
    rowsSkipped: 0,
    rowsRejected: 0,
    rejects: [],
    firstFieldProblem: null,
    someLineFits: false,
  };
  const { format } = job;
  let batch: ParsedReading[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const written = await job.write(client, batch);
    tally.rowsWritten += written;
    tally.rowsUnchanged += batch.length - written;
    batch = [];
  };
  const toInstant = fileClock(format.daylightOffset);
  for await (const records of recordsOf(job)) {
    for (const record of records) {
      if (record.line <= format.headerRows) continue;
      const reading = readRecord(record, format, toInstant);
      if (reading === null) continue;
      tally.rowsRead += 1;
      if (!('reason' in reading && reading.fieldCount)) tally.someLineFits = true;
      if ('reason' in reading) {
        tally.rowsRejected += 1;
        if (tally.rejects.length < job.rejectRoom)
          tally.rejects.push({ line: record.line, reason: reading.reason });
        if (reading.fieldCount) tally.firstFieldProblem ??= reading.reason;
        continue;
      }
      if (reading.at.getTime() < job.oldest) {
        tally.rowsSkipped += 1;
        continue;
      }
      batch.push(reading);
      if (batch.length >= BATCH) await flush();
    }
  }
  await flush();
  return tally;
}

/**
 * Reads one file and writes its readings and its run's record of it in one transaction, so a
 * file is stored whole or not at all: a file that cannot be read to the end (gone, unreadable,
 * a disk error midway) fails with an `ImportFileError` saying so, and a database that goes
 * away midway leaves nothing of it behind.
 */
export async function importFile(pool: pg.Pool, job: FileJob): Promise<FileTally> {
  try {
    return await inTransaction(pool, async (client) => {
      const tally = await readAndWrite(client, job);
      await job.record(client, tally);
      return tally;
    });
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    throw new ImportFileError(
      `The file "${job.name}" could not be read to the end (${error.message}): none of its readings were written.`,
    );
  }
}
