import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A team's static host on 127.0.0.1: the files of a folder, and redirects where asked. */
export interface TeamHost {
  /** Its origin, e.g. `http://127.0.0.1:41234`. */
  url: string;
  folder: string;
  /** The path of every request it answered, in order. */
  requests: string[];
  /** Answers `from` with a 302 to `to`. */
  redirect(from: string, to: string): void;
  close(): Promise<void>;
}

/** Starts a team host serving a new empty folder. */
export async function startTeamHost(): Promise<TeamHost> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-team-host-'));
  const requests: string[] = [];
  const redirects = new Map<string, string>();
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://host').pathname;
    requests.push(pathname);
    const location = redirects.get(pathname);
    if (location) {
      response.writeHead(302, { location }).end();
      return;
    }
    const file = path.join(folder, path.normalize(pathname));
    fs.readFile(file, (error, content) => {
      if (error || !file.startsWith(folder)) response.writeHead(404).end('not found');
      else response.writeHead(200).end(content);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    folder,
    requests,
    redirect: (from, to) => redirects.set(from, to),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        fs.rmSync(folder, { recursive: true, force: true });
      }),
  };
}
