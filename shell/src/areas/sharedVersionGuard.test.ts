import { SharedVersionError } from '@headgate/platform/sharedVersions';
import {
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { webcrypto } from 'node:crypto';
import { sha384Integrity } from '@headgate/site-map';
import { isRemoteRefusal, RemoteIntegrityError } from './remoteRefusals';
import { assertRemoteCanLoad } from './sharedVersionGuard';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn() }));

// jsdom's crypto has no digest; the browser's and Node's Web Crypto are the same API.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto });

/** The plugins the guard registered with the federation runtime, by hook. */
function registered(hook: 'fetch' | 'createScript'): ModuleFederationRuntimePlugin[] {
  return (
    jest
      .mocked(registerPlugins)
      .mock.calls.flatMap(([plugins]) => plugins) as ModuleFederationRuntimePlugin[]
  ).filter((plugin) => plugin[hook]);
}

/** The manifest request of the federation runtime, through the plugins the guard registered. */
function runtimeFetch(url: string): Promise<Response> | undefined {
  const plugins = registered('fetch');
  expect(plugins.length).toBeLessThanOrEqual(1);
  return plugins[0]?.fetch!(url, {}) as Promise<Response> | undefined;
}

/** The script tag the federation runtime gets for a remote's entry script. */
function runtimeScript(url: string, remoteName: string): HTMLScriptElement | undefined {
  const [plugin] = registered('createScript');
  return plugin?.createScript!({
    url,
    remoteInfo: { name: remoteName, entry: url } as never,
  }) as HTMLScriptElement | undefined;
}

const manifest = (shared: { name: string; requiredVersion: string }[]) => ({
  metaData: {
    buildInfo: { buildVersion: '0.4.0' },
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
  },
  shared,
});

function answer(body: unknown) {
  const text = JSON.stringify(body);
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    text: () => Promise.resolve(text),
    arrayBuffer: () => Promise.resolve(new TextEncoder().encode(text).buffer),
  });
}

const integrityOf = (body: unknown) =>
  sha384Integrity(new TextEncoder().encode(JSON.stringify(body)));

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
    expect(isRemoteRefusal(refusal)).toBe(true);
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

  it('refuses a manifest that is not the one released, saying so, and hands nothing over', async () => {
    const released = manifest([{ name: 'react', requiredVersion: '^19.3.1' }]);
    const url = 'https://remotes.example.org/mfe-map/0.4.0/mf-manifest.json';
    answer({ ...released, exposes: [{ name: './evil' }] });
    const refusal = await assertRemoteCanLoad('mfe-map', url, {
      manifest: await integrityOf(released),
    }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(RemoteIntegrityError);
    expect(isRemoteRefusal(refusal)).toBe(true);
    expect((refusal as Error).message).toContain(`The manifest ${url} is not the one released`);
    expect(runtimeFetch(url)).toBeUndefined();
  });

  it('hands a manifest that matches its integrity to the runtime for every request, and the entry script its integrity', async () => {
    const released = manifest([{ name: 'react', requiredVersion: '^19.3.1' }]);
    const url = 'https://remotes.example.org/mfe-map/0.4.0/mf-manifest.json';
    const entryIntegrity = `sha384-${'A'.repeat(64)}`;
    answer(released);
    await assertRemoteCanLoad('mfe-map', url, {
      manifest: await integrityOf(released),
      entry: entryIntegrity,
    });
    for (let request = 0; request < 2; request++) {
      expect(await (await runtimeFetch(url)!).json()).toEqual(released);
    }
    const script = runtimeScript(
      'https://remotes.example.org/mfe-map/0.4.0/remoteEntry.js',
      'mfe_map',
    );
    // The remote's chunks come through the same hook: the runtime's own tags, no entry digest.
    expect(
      runtimeScript('https://remotes.example.org/mfe-map/0.4.0/1107.0d6fca8ae1.js', 'mfe_map'),
    ).toBeUndefined();
    expect(script?.integrity).toBe(entryIntegrity);
    expect(script?.crossOrigin).toBe('anonymous');
    // Another remote, registered without integrity, keeps the runtime's own script tag.
    expect(runtimeScript('/remotes/mfe-admin/0.1.0/remoteEntry.js', 'mfe_admin')).toBeUndefined();
  });

  it('tells a refusal from any other failure of an area', () => {
    expect(
      isRemoteRefusal(new RemoteIntegrityError('The manifest … is not the one released')),
    ).toBe(true);
    expect(isRemoteRefusal(new SharedVersionError('mfe-map 1.0.0 needs …'))).toBe(true);
    expect(isRemoteRefusal(new TypeError('Failed to fetch'))).toBe(false);
    expect(isRemoteRefusal('SharedVersionError')).toBe(false);
  });
});
