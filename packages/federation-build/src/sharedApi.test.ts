import { apiProblem, currentSharedApi, recordedSharedApi } from './sharedApi';

jest.setTimeout(120_000);

// A remote built against a package's newer exports, under a shell with the older copy, breaks
// mid-use; versions are what the shell checks. So exports may change only with a new version.
describe('shared packages', () => {
  const current = currentSharedApi();
  const recorded = recordedSharedApi();

  it.each(Object.keys(current))('%s exports what was recorded for its current version', (name) => {
    expect(apiProblem(name, current[name]!, recorded[name])).toBeNull();
  });

  it('fails an export added without a bump, and asks for a record after one', () => {
    const api = { version: '0.4.0', exports: { '.': ['a', 'b'] } };
    const versions = { '0.3.0': { '.': ['a'] }, '0.4.0': { '.': ['a', 'b'] } };
    expect(apiProblem('p', api, versions)).toBeNull();

    const grown = { ...api, exports: { '.': ['a', 'b', 'somethingNew'] } };
    expect(apiProblem('p', grown, versions)).toBe(
      "p's exports differ from those recorded for 0.4.0: bump its version (patch while only adding, minor when removing or changing, as long as it is 0.x), then run pnpm shared-api",
    );
    expect(apiProblem('p', { ...grown, version: '0.4.1' }, versions)).toBe(
      'p 0.4.1 has no recorded API: run pnpm shared-api',
    );
    // Going back to a version recorded with other exports is no way out.
    expect(apiProblem('p', { ...grown, version: '0.3.0' }, versions)).toMatch(/bump its version/);
    // The recorder records an unrecorded version without complaint.
    expect(apiProblem('p', { ...grown, version: '0.4.1' }, versions, null)).toBeNull();
  });
});
