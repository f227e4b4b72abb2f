import { incompatibility, releaseTarget, withCanary, type ReleaseWorkspace } from './releasePlan';

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
      built: false,
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

  it('publishes and registers a version built already as it was built, without rebuilding it', () => {
    expect(releaseTarget(['mfe-admin', '0.2.0'], workspace(['mfe-admin@0.2.0']), true)).toEqual({
      remote: 'mfe-admin',
      version: '0.2.0',
      offered: OFFERED,
      built: true,
    });
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

  it('adds a registered version as a canary that takes its share from the default entry', () => {
    const stable = { version: '0.1.0', url: '/m/0.1.0', default: true, traffic: 100 };
    const added = { version: '0.2.0', url: 'https://cdn.example.org/m/0.2.0' };
    expect(withCanary([stable], added, 10)).toEqual({
      entries: [
        { ...stable, traffic: 90 },
        { ...added, default: false, traffic: 10 },
      ],
    });
    expect(withCanary([], added, 10)).toEqual({
      entries: [{ ...added, default: true, traffic: 100 }],
    });
    expect(withCanary([stable], { ...added, version: '0.1.0' }, 0)).toEqual({
      refused: expect.stringMatching(/^0\.1\.0 is registered already \(versions never change\)/),
    });
    expect(withCanary([{ ...stable, traffic: 5 }], added, 10)).toEqual({
      refused: 'the default entry (0.1.0) serves 5 %, so a canary cannot take 10 % from it.',
    });
  });
});
