import { DEFAULT_TRAFFIC, RELEASE_USAGE, releaseArguments } from './releaseArguments';

describe('pnpm release arguments', () => {
  it('reads a pipeline command line: publish to a host folder, register with the site', () => {
    expect(
      releaseArguments([
        'mfe-facility',
        '0.4.0',
        '--publish-to',
        '/srv/remotes',
        '--public-url',
        'https://cdn.example.org/headgate/',
        '--register',
        'https://water.example.org',
        '--traffic=10',
      ]),
    ).toEqual({
      remote: 'mfe-facility',
      version: '0.4.0',
      publishTo: '/srv/remotes',
      publicUrl: 'https://cdn.example.org/headgate',
      register: 'https://water.example.org',
      traffic: 10,
    });
  });

  it('registers with no share unless told: the version waits for someone to give it one', () => {
    expect(releaseArguments(['mfe-admin', '--register', 'https://water.example.org'])).toEqual({
      remote: 'mfe-admin',
      register: 'https://water.example.org',
      traffic: DEFAULT_TRAFFIC,
    });
    expect(DEFAULT_TRAFFIC).toBe(0);
  });

  it.each([
    [[], RELEASE_USAGE],
    [['mfe-nothing'], RELEASE_USAGE],
    [['mfe-admin', '0.2.0', 'extra'], RELEASE_USAGE],
    [['mfe-admin', '--publish'], `unknown option --publish; ${RELEASE_USAGE}`],
    [['mfe-admin', '--register'], `--register needs a value; ${RELEASE_USAGE}`],
    [
      ['mfe-admin', '--publish-to', '/srv/remotes'],
      '--publish-to needs --public-url: the URL its folder is served at (e.g. https://cdn.example.org/headgate).',
    ],
    [
      ['mfe-admin', '--register', 'water.example.org'],
      '--register water.example.org: not an http(s) URL.',
    ],
    [
      ['mfe-admin', '--register', 'https://water.example.org', '--traffic', '120'],
      '--traffic 120: a share from 0 to 100 (percent).',
    ],
    [
      ['mfe-admin', '--register', 'https://water.example.org', '--traffic', '-5'],
      '--traffic -5: a share from 0 to 100 (percent).',
    ],
    [
      ['mfe-admin', '--traffic', '10'],
      '--traffic is the share of a registered version: add --register.',
    ],
  ])('refuses %j in one line', (argv, refused) => {
    expect(releaseArguments(argv)).toEqual({ refused });
  });
});
