import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { promisify } from 'node:util';

/** The PostgreSQL client programs the backup commands run. */
export type PostgresTool = 'pg_dump' | 'pg_restore';

/** What a failed tool said last: its final lines of standard error are enough to act on. */
const STDERR_LINES_SHOWN = 3;

/** A PostgreSQL client program, as it is run. */
export interface ToolCommand {
  tool: PostgresTool;
  /** The path run: in POSTGRES_BIN's folder when that is set, else the name, found on the PATH. */
  command: string;
  /** Where it was looked for, for the operator: POSTGRES_BIN's folder or the PATH. */
  where: string;
}

/** Where `tool` is run from: `POSTGRES_BIN` (the folder of a chosen PostgreSQL version), else the PATH. */
export function toolCommand(tool: PostgresTool, env: NodeJS.ProcessEnv): ToolCommand {
  const bin = env.POSTGRES_BIN;
  return bin
    ? { tool, command: path.join(bin, tool), where: `POSTGRES_BIN (${bin})` }
    : { tool, command: tool, where: 'the PATH' };
}

function notFound(tool: ToolCommand): Error {
  return new Error(
    `${tool.tool} was not found in ${tool.where}: install the PostgreSQL client programs (Debian: postgresql-client-15, or the server's version if newer) or set POSTGRES_BIN to their folder (e.g. /usr/lib/postgresql/15/bin).`,
  );
}

/** The major version of a PostgreSQL client program, from its `--version` (`pg_dump (PostgreSQL) 15.18 …`). */
export async function toolMajorVersion(tool: ToolCommand): Promise<number> {
  const { stdout } = await promisify(execFile)(tool.command, ['--version']).catch(
    (error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? notFound(tool) : error;
    },
  );
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1];
  if (!major)
    throw new Error(`${tool.command} --version answered "${stdout.trim()}", not a version.`);
  return Number(major);
}

/**
 * How a tool reaches the database of `databaseUrl`: the URL without its password on the command
 * line (which `ps` shows every user of the host), the password in the tool's environment.
 */
export function toolConnection(
  databaseUrl: string,
  env: NodeJS.ProcessEnv,
): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.href,
    env: { ...env, ...(password && { PGPASSWORD: password }) },
  };
}

/**
 * Runs a tool to its end; `input`, when given, writes its standard input and is told by `stop`
 * when the tool has ended. Rejects with the tool's last lines of standard error when it fails,
 * and with the input's error when that failed first.
 */
export async function runTool(
  tool: ToolCommand,
  args: string[],
  env: NodeJS.ProcessEnv,
  input?: (stdin: Writable, stop: AbortSignal) => Promise<void>,
): Promise<void> {
  const child = spawn(tool.command, args, {
    // Named in pg_stat_activity as the server's own connections are.
    env: { ...env, PGAPPNAME: `headgate ${tool.tool}` },
    stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const ended = new AbortController();
  const exited = new Promise<string | null>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? notFound(tool) : error),
    );
    child.on('close', (code, signal) =>
      resolve(code === 0 ? null : code === null ? `ended by ${signal}` : `exit status ${code}`),
    );
  }).finally(() => ended.abort());
  let inputError: unknown;
  if (input) {
    const stdin = child.stdin!;
    // A tool that stops early closes its input: its exit status says why, not the broken pipe.
    stdin.on('error', () => undefined);
    input(stdin, ended.signal).catch((error: unknown) => {
      if (ended.signal.aborted) return;
      inputError = error;
      stdin.destroy();
    });
  }
  const failure = await exited;
  if (inputError) throw inputError;
  if (failure) {
    const said = stderr.trim().split('\n').slice(-STDERR_LINES_SHOWN).join(' ');
    throw new Error(`${tool.tool} failed (${failure}): ${said || 'it said nothing'}`);
  }
}
