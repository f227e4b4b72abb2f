import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImportShareFile } from './backupManifest';

/**
 * The files of the import share (`HEADGATE_IMPORT_DIR`), by relative path: a backup lists them
 * so that a restore can say which to bring back, but does not hold them (the share has its own
 * backup, and may be far larger than the database). None when the folder is absent (a server
 * with jobs off need not mount it).
 */
export async function importShareFiles(folder: string): Promise<ImportShareFile[]> {
  const names = await fs
    .readdir(folder, { recursive: true })
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
  const files: ImportShareFile[] = [];
  for (const name of names.sort()) {
    const stats = await fs.lstat(path.join(folder, name));
    if (!stats.isFile()) continue;
    files.push({
      path: name.split(path.sep).join('/'),
      size: stats.size,
      modifiedAt: stats.mtime.toISOString(),
    });
  }
  return files;
}

/** The files of `listed` that `folder` lacks, or holds with another size. */
export async function missingImportFiles(
  folder: string,
  listed: readonly ImportShareFile[],
): Promise<ImportShareFile[]> {
  const missing: ImportShareFile[] = [];
  for (const file of listed) {
    const stats = await fs.stat(path.join(folder, ...file.path.split('/'))).catch(() => null);
    if (stats?.size !== file.size) missing.push(file);
  }
  return missing;
}
