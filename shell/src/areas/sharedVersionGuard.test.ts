import { SharedVersionError } from '@headgate/platform/sharedVersions';
import {
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { assertRemoteCanLoad, isSharedVersionRefusal } from './sharedVersionGuard';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn() }));

/** The manifest request of the federation runtime, through the plugins the guard registered. */
function runtimeFetch(url: string): Promise<Response> | undefined {
  const plugins = jest.mocked(registerPlugins).mock.calls.flatMap(([registered]) => registered);
  expect(plugins.length).toBeLessThanOrEqual(1);
  const plugin = plugins[0] as ModuleFederationRuntimePlugin | undefined;
  return plugin?.fetch!(url, {}) as Promise<Response> | undefined;
}

const manifest = (shared: { name: string; requiredVersion: string }[]) => ({
  metaData: { buildInfo: { buildVersion: '0.4.0' } },
  shared,
});

function answer(body: unknown) {
  global.fetch = jest
    .fn()
    .mockResolvedValue({ ok: true, text: () => Promise.resolve(JSON.stringify(body)) });
}

// jsdom has no fetch API; the runtime reads the handed-over manifest as JSON.
class TextResponse {
  constructor(private readonly body: string) {}
  json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.body));
  }
}
Object.assign(globalThis, { Response: TextResponse });

describe('the shared-version guard', () => {
  beforeEach(() => {
    (globalThis as { HEADGATE_SHARED_VERSIONS?: Record<string, string> }).HEADGATE_SHARED_VERSIONS =
      { react: '19.3.1', '@headgate/platform': '0.3.1' };
  });

  it('refuses a remote that needs a version the page lacks, saying which', async () => {
    answer(manifest([{ name: '@headgate/platform', requiredVersion: '^0.4.0' }]));
    const refusal = await assertRemoteCanLoad('mfe-admin', '/m.json').catch((e: unknown) => e);
    expect(isSharedVersionRefusal(refusal)).toBe(true);
    expect((refusal as Error).message).toBe(
      'mfe-admin 0.4.0 needs @headgate/platform ^0.4.0 — this site has 0.3.1',
    );
  });

  it('lets a remote whose ranges the page satisfies load', async () => {
    answer(manifest([{ name: 'react', requiredVersion: '^19.3.1' }]));
    await expect(assertRemoteCanLoad('mfe-map', '/m.json')).resolves.toBeUndefined();
  });

  it('hands the manifest it checked to the federation runtime, for one request', async () => {
    const checked = manifest([{ name: 'react', requiredVersion: '^19.3.1' }]);
    answer(checked);
    await assertRemoteCanLoad('mfe-map', '/remotes/mfe-map/0.1.0/mf-manifest.json');
    const handed = runtimeFetch(`${location.origin}/remotes/mfe-map/0.1.0/mf-manifest.json`);
    expect(await (await handed!).json()).toEqual(checked);
    expect(runtimeFetch('/remotes/mfe-map/0.1.0/mf-manifest.json')).toBeUndefined();
    expect(runtimeFetch('/remotes/mfe-admin/0.1.0/mf-manifest.json')).toBeUndefined();
  });

  it('hands over nothing for a remote it refuses', async () => {
    answer(manifest([{ name: '@headgate/platform', requiredVersion: '^0.4.0' }]));
    await assertRemoteCanLoad('mfe-admin', '/a.json').catch(() => undefined);
    expect(runtimeFetch('/a.json')).toBeUndefined();
  });

  it('tells a refusal from any other failure of an area', () => {
    expect(isSharedVersionRefusal(new SharedVersionError('mfe-map 1.0.0 needs …'))).toBe(true);
    expect(isSharedVersionRefusal(new TypeError('Failed to fetch'))).toBe(false);
    expect(isSharedVersionRefusal('SharedVersionError')).toBe(false);
  });
});
