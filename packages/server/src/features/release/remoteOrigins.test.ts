import type { ReleaseEntry } from '@headgate/contracts';
import { remoteOriginPolicy } from './releases/remoteOriginPolicy';
import { remoteOrigins } from './remoteOrigins';

const stored = (...urls: string[]): Record<string, ReleaseEntry[]> => ({
  'mfe-admin': urls.map((url, index) => ({
    version: `0.${index}.0`,
    url,
    default: index === 0,
    traffic: index === 0 ? 100 : 0,
  })),
});

const policy = remoteOriginPolicy('http://127.0.0.1:8080', [
  'https://cdn-two.example',
  'http://localhost:8090',
]);

describe('the remote origins of the Content-Security-Policy', () => {
  it("follow the store's copy, naming other listed hosts only", () => {
    let copy: Record<string, ReleaseEntry[]> | null = null;
    const origins = remoteOrigins({ entries: () => copy, policy, log: { warn: jest.fn() } });
    expect(origins()).toEqual([]);

    copy = stored('/remotes/mfe-admin/0.1.0/mf-manifest.json');
    expect(origins()).toEqual([]);

    copy = stored(
      '/remotes/mfe-admin/0.1.0/mf-manifest.json',
      'https://cdn-two.example/admin/v2/mf-manifest.json',
      'http://localhost:8090/mfe-admin/0.3.0/mf-manifest.json',
    );
    expect(origins()).toEqual(['http://localhost:8090', 'https://cdn-two.example']);
  });

  it('leave out, with a warning, URLs outside the policy: unlisted, wildcard or unparseable hosts', () => {
    const warn = jest.fn();
    const copy = stored(
      '/remotes/mfe-admin/0.1.0/mf-manifest.json',
      'https://*/x',
      'https://a.example,b.example/x',
      'https://a.example;script-src */x',
      'https://unlisted.example/mf-manifest.json',
      'javascript:alert(1)',
    );
    expect(remoteOrigins({ entries: () => copy, policy, log: { warn } })()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn.mock.calls[0]![0]).toContain('mfe-admin 0.1.0 at a URL browsers may not load');
  });
});

it('warn of a bad row once, however often the store is read again', () => {
  const warn = jest.fn();
  let copy = stored('/remotes/mfe-admin/0.1.0/mf-manifest.json', 'https://*/x');
  const origins = remoteOrigins({ entries: () => copy, policy, log: { warn } });
  origins();
  copy = { ...copy };
  origins();
  expect(warn).toHaveBeenCalledTimes(1);
});
