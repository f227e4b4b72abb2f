import { isRemoteId, type RemoteId } from '@headgate/site-map';

/** `pnpm release`'s command line, as one line of help. */
export const RELEASE_USAGE =
  'usage: pnpm release <remote> [version] [--publish-to DIR --public-url URL] [--register SITE_URL [--traffic N]]';

/**
 * The share a registered version starts with when `--traffic` is not given: none. It is listed
 * on the site and can be opened with `?remote-version=<remote>@<version>` for a last look, while
 * every user keeps the current version until someone (an operator, or the pipeline's next step)
 * gives it a share on purpose.
 */
export const DEFAULT_TRAFFIC = 0;

/** What `pnpm release` was asked to do. */
export interface ReleaseArguments {
  remote: RemoteId;
  /** Absent: the version the remote's package.json names. */
  version?: string;
  /** A static host's folder: the version folder is copied to `<DIR>/<remote>/<version>/`. */
  publishTo?: string;
  /** The static host's base URL (what serves `--publish-to`'s folder). */
  publicUrl?: string;
  /** The site whose release API the version is registered with. */
  register?: string;
  /** The canary share (percent) the registered version starts with. */
  traffic: number;
}

const VALUE_OPTIONS = ['--publish-to', '--public-url', '--register', '--traffic'] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];

function httpUrl(option: string, value: string): string | { refused: string } {
  const url = URL.parse(value);
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    return { refused: `${option} ${value}: not an http(s) URL.` };
  }
  return value.replace(/\/+$/, '');
}

/** The parsed command line, or why it cannot be followed (one line). */
export function releaseArguments(argv: readonly string[]): ReleaseArguments | { refused: string } {
  const positional: string[] = [];
  const values: Partial<Record<ValueOption, string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    if (!VALUE_OPTIONS.includes(name as ValueOption)) {
      return { refused: `unknown option ${name}; ${RELEASE_USAGE}` };
    }
    const value = inline ?? argv[++i];
    if (value === undefined || value.startsWith('--')) {
      return { refused: `${name} needs a value; ${RELEASE_USAGE}` };
    }
    values[name as ValueOption] = value;
  }
  const [remote, version, ...extra] = positional;
  if (!remote || !isRemoteId(remote) || extra.length > 0) return { refused: RELEASE_USAGE };

  const parsed: ReleaseArguments = { remote, traffic: DEFAULT_TRAFFIC };
  if (version !== undefined) parsed.version = version;
  if (values['--traffic'] !== undefined) {
    const traffic = Number(values['--traffic']);
    if (!/^\d+(\.\d+)?$/.test(values['--traffic']) || traffic > 100) {
      return { refused: `--traffic ${values['--traffic']}: a share from 0 to 100 (percent).` };
    }
    if (values['--register'] === undefined) {
      return { refused: '--traffic is the share of a registered version: add --register.' };
    }
    parsed.traffic = traffic;
  }
  if (values['--publish-to'] !== undefined) {
    if (values['--public-url'] === undefined) {
      return {
        refused: `--publish-to needs --public-url: the URL its folder is served at (e.g. https://cdn.example.org/headgate).`,
      };
    }
    parsed.publishTo = values['--publish-to'];
  }
  for (const option of ['--public-url', '--register'] as const) {
    const value = values[option];
    if (value === undefined) continue;
    const url = httpUrl(option, value);
    if (typeof url !== 'string') return url;
    parsed[option === '--public-url' ? 'publicUrl' : 'register'] = url;
  }
  return parsed;
}
