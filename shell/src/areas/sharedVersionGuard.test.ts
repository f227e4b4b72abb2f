import { SharedVersionError } from '@headgate/platform/sharedVersions';
import { assertRemoteCanLoad, isSharedVersionRefusal } from './sharedVersionGuard';

const manifest = (shared: { name: string; requiredVersion: string }[]) => ({
  metaData: { buildInfo: { buildVersion: '0.4.0' } },
  shared,
});

function answer(body: unknown) {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(body) });
}

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

  it('tells a refusal from any other failure of an area', () => {
    expect(isSharedVersionRefusal(new SharedVersionError('mfe-map 1.0.0 needs …'))).toBe(true);
    expect(isSharedVersionRefusal(new TypeError('Failed to fetch'))).toBe(false);
    expect(isSharedVersionRefusal('SharedVersionError')).toBe(false);
  });
});
