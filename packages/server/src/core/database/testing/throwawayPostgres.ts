import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface ThrowawayPostgres {
  url: string;
  /** Shuts the server down as an operator would (`pg_ctl stop -m fast`), keeping its data. */
  shutDown(): void;
  /** Starts the server again on the same port and data, after `shutDown`. */
  startAgain(): void;
  /** Shuts the server down, if it runs, and removes its folder. */
  stop(): void;
}

/** A TCP port nothing listens on just now, on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Runs a PostgreSQL binary, as the `postgres` user when we are root (initdb refuses root). */
function runAsOwner(binary: string, args: string[]): void {
  const command = path.join(BIN, binary);
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${binary} failed: ${result.stderr || result.error?.message}`);
}

/**
 * Starts a PostgreSQL 15 cluster in a temporary folder on a free local port, for the tests of the
 * real-server path; `stop()` shuts it down and removes the folder.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  if (!fs.existsSync(path.join(BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL server binaries not found in ${BIN}; install postgresql-15 or set POSTGRES_BIN.`,
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  runAsOwner('initdb', [
    '-D',
    dataDir,
    '-U',
    'headgate',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
  ]);
  let running = false;
  const start = () => {
    runAsOwner('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
    running = true;
  };
  const shutDown = (mode: 'fast' | 'immediate') => {
    runAsOwner('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
    running = false;
  };
  start();
  return {
    url: `postgres://headgate@127.0.0.1:${port}/postgres`,
    shutDown: () => shutDown('fast'),
    startAgain: start,
    stop() {
      try {
        if (running) shutDown('immediate');
      } catch (error) {
        // A Ctrl-C reaches the server too and may have stopped it already: say so if it did not.
        if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) throw error;
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
