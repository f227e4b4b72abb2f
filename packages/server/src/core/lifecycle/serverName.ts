import os from 'node:os';

/**
 * How an import run or an alert message names the server that handled it: its host name and
 * process id, `gw-2:4123`. Distinct among the servers on one database at any moment, and it
 * tells an operator which machine's log, and which process in it, to read.
 */
export function serverName(): string {
  return `${os.hostname()}:${process.pid}`;
}
