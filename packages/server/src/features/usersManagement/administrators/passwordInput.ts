import readline from 'node:readline/promises';
import { Writable, type Readable } from 'node:stream';

/** Where a command reads a new password from and asks for it. */
export interface PasswordSource {
  /** Standard input: a terminal (`isTTY`), or a pipe or file. */
  input: Readable & { isTTY?: boolean };
  /** Where the questions go on a terminal: standard error, so standard output stays the result. */
  output: NodeJS.WritableStream;
}

/** A password read, or why none was. */
export type PasswordRead = { password: string } | { refused: string };

/**
 * The new password: the first line of `input` when it is not a terminal (a pipe from a secret
 * store, a file), so scripts need no terminal; on a terminal, asked twice without echo, and
 * refused when the two differ.
 */
export function readNewPassword(source: PasswordSource): Promise<PasswordRead> {
  return source.input.isTTY ? askTwice(source) : firstLine(source.input);
}

async function firstLine(input: Readable): Promise<PasswordRead> {
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) return { password: line };
  return {
    refused:
      'standard input ended before a password line: pipe the password in, or run the command in a terminal to be asked for it',
  };
}

async function askTwice({ input, output }: PasswordSource): Promise<PasswordRead> {
  let muted = false;
  // What is typed is echoed through here, and dropped while a password is being typed.
  const echo = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) output.write(chunk);
      done();
    },
  });
  const terminal = readline.createInterface({ input, output: echo, terminal: true });
  const cancelled = new AbortController();
  terminal.on('SIGINT', () => cancelled.abort());
  const ask = async (question: string) => {
    output.write(question);
    muted = true;
    try {
      return await terminal.question('', { signal: cancelled.signal });
    } finally {
      muted = false;
      output.write('\n');
    }
  };
  try {
    const password = await ask('New password: ');
    const again = await ask('The same password again: ');
    return password === again ? { password } : { refused: 'the two passwords differ' };
  } catch (error) {
    if (cancelled.signal.aborted) return { refused: 'cancelled' };
    throw error;
  } finally {
    terminal.close();
  }
}
