import type { FastifyRequest } from 'fastify';
import type { ReleaseEntry } from '@headgate/contracts';
import { builtEntry } from '../testing/releaseWorkspace';
import type { ReleaseClient } from './releaseClientList';
import { releaseScope } from './releaseScope';

const CLIENTS: ReleaseClient[] = [
  { id: 'team-admin', secret: undefined, remotes: ['mfe-admin'], maxTraffic: 10 },
  { id: 'team-admin-lead', secret: undefined, remotes: ['mfe-admin'], maxTraffic: 100 },
];

const scopeOf = (releaseClient: string | undefined) =>
  releaseScope({ releaseClient } as FastifyRequest, CLIENTS);

/** The refusal's message of turning `before` into `after`, or null when allowed. */
function changeRefusal(
  releaseClient: string | undefined,
  before: ReleaseEntry[],
  after: ReleaseEntry[],
): string | null {
  try {
    scopeOf(releaseClient).checkChange(before, after, 'body.entries');
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const STORED = [builtEntry('0.1.0', 100, { default: true }), builtEntry('0.2.0', 0)];

describe("a release call's scope", () => {
  it('counts the canaries together: two at 10 % are a 20 % release', () => {
    const after = [
      builtEntry('0.1.0', 80, { default: true }),
      builtEntry('0.2.0', 10),
      builtEntry('0.3.0', 10),
    ];
    expect(changeRefusal('team-admin', STORED, after)).toBe(
      'body.entries: the release client team-admin may send at most 10 % of browsers to versions other than the default (its maxTraffic); this sends 20 % (0.2.0 10 %, 0.3.0 10 %).',
    );
    const split = [
      builtEntry('0.1.0', 90, { default: true }),
      builtEntry('0.2.0', 3.3),
      builtEntry('0.3.0', 6.7),
    ];
    expect(changeRefusal('team-admin', STORED, split)).toBeNull();
  });

  it('takes another build under the default version for a promotion', () => {
    const after = [
      builtEntry('0.1.0', 100, {
        default: true,
        url: 'https://cdn.example/0.1.0/mf-manifest.json',
      }),
      builtEntry('0.2.0', 0),
    ];
    expect(changeRefusal('team-admin', STORED, after)).toMatch(
      /^body\.entries\.0\.default: the release client team-admin may not change the default entry/,
    );
    // Its share and rollback rule are not the build.
    const reshared = [builtEntry('0.1.0', 95, { default: true }), builtEntry('0.2.0', 5)];
    expect(changeRefusal('team-admin', STORED, reshared)).toBeNull();
  });

  it('lets a client of maxTraffic 100, and a user the route let in, promote', () => {
    const promoted = [builtEntry('0.1.0', 0), builtEntry('0.2.0', 100, { default: true })];
    expect(changeRefusal('team-admin-lead', STORED, promoted)).toBeNull();
    expect(changeRefusal(undefined, STORED, promoted)).toBeNull();
    expect(() => scopeOf(undefined).checkRemote('mfe-map')).not.toThrow();
  });

  it('lets a client the server does not list change nothing', () => {
    expect(() => scopeOf('team-gone').checkRemote('mfe-admin')).toThrow(
      'The release client team-gone may not change mfe-admin; it may change no remote.',
    );
  });
});
