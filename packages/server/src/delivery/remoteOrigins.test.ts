import type { ReleaseEntry } from '@headgate/contracts';
import { remoteOrigins } from './remoteOrigins';

const stored = (...urls: string[]): Record<string, ReleaseEntry[]> => ({
  'mfe-admin': urls.map((url, index) => ({
    version: `0.${index}.0`,
    url,
    default: index === 0,
    traffic: index === 0 ? 100 : 0,
  })),
});

describe('the remote origins of the Content-Security-Policy', () => {
  it("follow the store's copy, naming other hosts only", () => {
    let copy: Record<string, ReleaseEntry[]> | null = null;
    const origins = remoteOrigins({ entries: () => copy, publicUrl: 'http://127.0.0.1:8080' });
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
});
