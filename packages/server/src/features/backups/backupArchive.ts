import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { create, Parser, type ReadEntry } from 'tar';
import { backupManifestSchema, type BackupManifest } from './backupManifest';

/** The backup file's entries, in this order: the manifest first, so it is read without the dump. */
export const MANIFEST_ENTRY = 'manifest.json';
export const DUMP_ENTRY = 'database.dump';

/**
 * Packs `folder`'s manifest and dump into the tar archive `file`, readable by its owner only:
 * the dump holds the sign-in provider's keys and every password hash.
 */
export async function packBackup(folder: string, file: string): Promise<void> {
  await create({ file, cwd: folder, portable: true }, [MANIFEST_ENTRY, DUMP_ENTRY]);
  fs.chmodSync(file, 0o600);
}

/** Reads the manifest of the backup `file`, stopping there: the dump after it may be gigabytes. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  const reader = fs.createReadStream(file);
  const text = await new Promise<string | null>((resolve, reject) => {
    const parser = new Parser({
      strict: true,
      filter: (entryPath) => entryPath === MANIFEST_ENTRY,
      onReadEntry: (entry: ReadEntry) => {
        entry.concat().then((body) => resolve(body.toString('utf8')), reject);
      },
    });
    parser.on('end', () => resolve(null));
    parser.on('error', (error: Error) =>
      reject(new Error(`${file} is not a Headgate backup: ${error.message}.`)),
    );
    reader.on('error', reject).pipe(parser);
  }).finally(() => reader.destroy());
  if (text === null)
    throw new Error(`${file} is not a Headgate backup: it holds no ${MANIFEST_ENTRY}.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}'s ${MANIFEST_ENTRY} is not JSON: ${(error as Error).message}`);
  }
  const manifest = backupManifestSchema.safeParse(json);
  if (!manifest.success) {
    const issue = manifest.error.issues[0]!;
    throw new Error(
      `${file} is not a backup this release can read: ${MANIFEST_ENTRY} ${issue.path.join('.') || 'itself'}: ${issue.message}.`,
    );
  }
  return manifest.data;
}

/**
 * Streams the dump of the backup `file` into `sink` (pg_restore's standard input), ending it;
 * `stop` (the reader has gone) ends the reading.
 */
export function pipeDump(file: string, sink: Writable, stop: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    let found = false;
    const reader = fs.createReadStream(file);
    const parser = new Parser({
      strict: true,
      filter: (entryPath) => entryPath === DUMP_ENTRY,
      onReadEntry: (entry: ReadEntry) => {
        found = true;
        entry.pipe(sink);
      },
    });
    const fail = (error: Error) => {
      reader.destroy();
      reject(error);
    };
    stop.addEventListener('abort', () => fail(new Error('The reader of the dump has gone.')), {
      once: true,
    });
    reader.on('error', fail);
    parser.on('error', (error: Error) => fail(new Error(`${file} is damaged: ${error.message}.`)));
    parser.on('end', () => {
      if (found) return resolve();
      sink.end();
      reject(new Error(`${file} is not a whole Headgate backup: it holds no ${DUMP_ENTRY}.`));
    });
    reader.pipe(parser);
  });
}
