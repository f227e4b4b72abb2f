import { currentSharedApi, recordedSharedApi, type PackageApi } from './sharedApi';

jest.setTimeout(120_000);

/** What is wrong with a package's recorded API, in words a developer can act on; null if nothing. */
function problemOf(name: string, now: PackageApi, then: PackageApi | undefined): string | null {
  if (!then) return `${name} has no recorded API: run pnpm shared-api`;
  if (then.version !== now.version) {
    return `${name} is now ${now.version}, its recorded API is ${then.version}'s: run pnpm shared-api`;
  }
  if (JSON.stringify(then.exports) !== JSON.stringify(now.exports)) {
    return `${name}'s exports changed but its version is still ${now.version}: bump it (patch while only adding, minor when removing or changing, as long as it is 0.x), then run pnpm shared-api`;
  }
  return null;
}

// A remote built against a package's newer exports, under a shell with the older copy, breaks
// mid-use; versions are what the shell checks. So exports may change only with a new version.
describe('shared packages', () => {
  const current = currentSharedApi();
  const recorded = recordedSharedApi();

  it.each(Object.keys(current))('%s changes its exports only with a version bump', (name) => {
    expect(problemOf(name, current[name]!, recorded[name])).toBeNull();
  });

  it('notices an export added without a bump', () => {
    const [name, api] = Object.entries(current)[0]!;
    const grown = {
      ...api,
      exports: { ...api.exports, '.': [...api.exports['.']!, 'somethingNew'] },
    };
    expect(problemOf(name, grown, api)).toMatch(/exports changed but its version is still/);
    expect(problemOf(name, { ...grown, version: '9.9.9' }, api)).toMatch(/run pnpm shared-api/);
  });
});
