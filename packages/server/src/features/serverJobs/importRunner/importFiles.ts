import fs from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';

/** A configuration's folder or files cannot be read; the run fails with this message. */
export class ImportFileError extends Error {}

/**
 * The files an import reads: `fileName` (a name or a pattern such as `*.csv`) in the folder
 * `filePath` under the import folder, in name order. A folder that escapes the import folder
 * (absolute, `..`, or a link that leads out) or a matching file that links out is refused, as is
 * a folder that cannot be read.
 */
export function importFiles(
  importDir: string,
  filePath: string | null,
  fileName: string | null,
): string[] {
  if (!fileName) throw new ImportFileError('The configuration names no file.');
  const relative = filePath ?? '';
  if (path.isAbsolute(relative) || relative.split(/[\\/]/).includes('..')) {
    throw new ImportFileError(`The file path "${relative}" must stay inside the import folder.`);
  }
  let root: string;
  let folder: string;
  try {
    root = fs.realpathSync(importDir);
    folder = fs.realpathSync(path.join(root, relative));
  } catch {
    throw new ImportFileError(
      `The folder "${relative || '.'}" does not exist in the import folder.`,
    );
  }
  if (folder !== root && !folder.startsWith(`${root}${path.sep}`)) {
    throw new ImportFileError(`The file path "${relative}" leads outside the import folder.`);
  }
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch (error) {
    throw new ImportFileError(
      `The folder "${relative || '.'}" cannot be read: ${(error as Error).message}`,
    );
  }
  const matches = picomatch(fileName, { dot: false });
  const files = names
    .filter((name) => matches(name))
    .map((name) => path.join(folder, name))
    .filter((file) => {
      const real = fs.realpathSync(file);
      if (!real.startsWith(`${root}${path.sep}`)) {
        throw new ImportFileError(
          `The file "${path.relative(root, file)}" is a link that leads outside the import folder.`,
        );
      }
      return fs.statSync(real).isFile();
    })
    .sort();
  if (files.length === 0) {
    throw new ImportFileError(`No file matching "${fileName}" in "${relative || '.'}".`);
  }
  return files;
}
