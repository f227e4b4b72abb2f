import fs from 'node:fs';
import path from 'node:path';

/**
 * An exclusive claim on an embedded database folder. Two processes writing one PGlite folder
 * silently lose rows, so the second one is refused with a message that says what to do.
 */
export interface DataDirLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The database folder ${dataDir} is in use by another Headgate process (pid ${owner}). ` +
            'Stop that process, or point this one at PostgreSQL with DATABASE_URL.',
        );
      }
      // The owner is gone: the lock is stale.
      fs.rmSync(lockFile, { force: true });
    }
  }
  return {
    release: () => {
      if (
        fs.existsSync(lockFile) &&
        fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)
      ) {
        fs.rmSync(lockFile, { force: true });
      }
    },
  };
}
