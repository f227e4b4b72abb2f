import { canaryEntry, incompatibility, releaseTarget, type ReleaseWorkspace } from './releasePlan';

const OFFERED = { react: '19.3.1', '@headgate/contracts': '0.1.1' };
const workspace = (built: string[] = [], offered: ReleaseWorkspace['offered'] = OFFERED) => ({
  packageVersion: () => '0.1.0',
  isBuilt: (remote: string, version: string) => built.includes(`${remote}@${version}`),
  offered,
});

describe('pnpm release', () => {
  it("builds the version asked for, or the remote's package version", () => {
    expect(releaseTarget(['mfe-admin', '0.2.0'], workspace())).toEqual({
      remote: 'mfe-admin',
      version: '0.2.0',
      offered: OFFERED,
    });
    expect(releaseTarget(['mfe-admin'], workspace())).toMatchObject({ version: '0.1.0' });
  });

  it('refuses a version folder that exists: versions never change', () => {
    expect(releaseTarget(['mfe-admin', '0.2.0'], workspace(['mfe-admin@0.2.0']))).toEqual({
      refused:
        'mfe-admin 0.2.0 is already built in mfe-admin/dist/0.2.0: versions never change; release a new one.',
    });
    expect(releaseTarget(['mfe-map', '0.2.0'], workspace(['mfe-admin@0.2.0']))).not.toHaveProperty(
      'refused',
    );
  });

  it.each([
    [[], /^usage: pnpm release <remote>/],
    [['mfe-nothing'], /^usage: pnpm release <remote>/],
    [['mfe-admin', '../0.2.0'], /"\.\.\/0\.2\.0" is not a version/],
    [['mfe-admin', 'latest'], /"latest" is not a version/],
  ])('refuses %j with a usage message', (args, message) => {
    expect(releaseTarget(args, workspace())).toEqual({ refused: expect.stringMatching(message) });
  });

  it('refuses to release before the shell is built: there is nothing to check against', () => {
    expect(releaseTarget(['mfe-admin', '0.2.0'], workspace([], null))).toEqual({
      refused: 'no shell/dist/shared-versions.json: build the shell first (pnpm build).',
    });
  });

  it('refuses a build that needs shared versions the current shell does not offer', () => {
    expect(
      incompatibility(
        'mfe-admin',
        '0.2.0',
        [
          { name: 'react', requiredVersion: '^19.3.1' },
          { name: '@headgate/contracts', requiredVersion: '^0.1.2' },
        ],
        OFFERED,
      ),
    ).toBe(
      'refused, the current shell could not load it: mfe-admin 0.2.0 needs @headgate/contracts ^0.1.2 — this site has 0.1.1. Release the shell with those versions first.',
    );
    expect(
      incompatibility(
        'mfe-admin',
        '0.2.0',
        [{ name: '@headgate/contracts', requiredVersion: '^0.1.0' }],
        OFFERED,
      ),
    ).toBeNull();
  });

  it('prints a canary entry for the new version', () => {
    expect(canaryEntry('mfe-admin', '0.2.0')).toEqual({
      url: '/remotes/mfe-admin/0.2.0/mf-manifest.json',
      metadata: { version: '0.2.0' },
      deployment: { traffic: 10 },
    });
  });
});
