import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../environment';
import type { FirstLoad, ScriptBytes } from './routeBudget';

/** A built script: the file the server sends for a URL path, and its chunk name. */
interface BuiltScript {
  file: string;
  chunk: string;
}

const REMOTE_ASSET = /^\/remotes\/([^/]+)\/([^/]+)\/(.+)$/;
/** `1210.0d4f80c08f.js` → `1210.js`: the content hash changes with every edit of the chunk. */
const withoutHash = (name: string) => name.replace(/\.[0-9a-f]{8,}(?=\.js$)/, '');

/** Where the all-in-one server reads a script from (packages/server/src/features/release/frontend). */
function builtScript(root: string, urlPath: string): BuiltScript {
  const remote = REMOTE_ASSET.exec(urlPath);
  if (remote) {
    const [, app, version, name] = remote as unknown as [string, string, string, string];
    return {
      file: path.join(root, app, 'dist', decodeURIComponent(version), name),
      chunk: `${app}/${withoutHash(name)}`,
    };
  }
  const name = urlPath.slice(1);
  return { file: path.join(root, 'shell', 'dist', name), chunk: `shell/${withoutHash(name)}` };
}

/** The size of the variant the build wrote beside a file, if it did (only when smaller). */
function variantSize(file: string, extension: '.br' | '.gz'): number | undefined {
  return fs.existsSync(file + extension) ? fs.statSync(file + extension).size : undefined;
}

/** Bytes on the wire (the `.br` the server sends Chromium) and at gzip -9, read from the build. */
function scriptBytes(root: string, file: string): ScriptBytes {
  if (!fs.existsSync(file)) {
    throw new Error(
      `The page loaded ${path.relative(root, file)}, which is not in the build on disk: build again (\`pnpm build\`) before the browser tests.`,
    );
  }
  const plain = fs.statSync(file).size;
  return {
    wire: variantSize(file, '.br') ?? plain,
    gzip: variantSize(file, '.gz') ?? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length,
  };
}

/**
 * The first-load JavaScript of the scripts a page requested (URL paths), from the build in the
 * workspace `root`.
 */
export function firstLoadOf(urlPaths: Iterable<string>, root = ROOT): FirstLoad {
  const firstLoad: FirstLoad = { wire: 0, gzip: 0, chunks: {} };
  for (const urlPath of urlPaths) {
    const { file, chunk } = builtScript(root, urlPath);
    const bytes = scriptBytes(root, file);
    firstLoad.chunks[chunk] = bytes;
    firstLoad.wire += bytes.wire;
    firstLoad.gzip += bytes.gzip;
  }
  return firstLoad;
}
