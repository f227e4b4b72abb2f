import { render, screen, waitFor, within } from '@testing-library/react';
import type { DiscoveryEntry } from '@headgate/site-map';
import { AboutDialog } from './AboutDialog';
import { fetchManifestVersion } from './manifestVersion';

jest.mock('../areas/remoteLoader', () => ({
  // mfe-admin was loaded at the canary; the discovery document has rolled it back since.
  loadedVersion: (remote: string) => (remote === 'mfe-admin' ? '0.2.0-canary' : undefined),
  currentEntry: (remote: string): Promise<DiscoveryEntry> =>
    Promise.resolve({
      url: `/remotes/${remote}/0.1.0/mf-manifest.json`,
      metadata: { version: '0.1.0' },
    }),
}));
jest.mock('./manifestVersion', () => ({ fetchManifestVersion: jest.fn() }));
jest.mocked(fetchManifestVersion).mockResolvedValue('0.1.0');

(globalThis as { HEADGATE_APP_VERSION?: string }).HEADGATE_APP_VERSION = '0.1.0';

it('reports the version an opened area runs, and for the others the version they would load', async () => {
  globalThis.fetch = jest.fn(() => Promise.reject(new Error('offline')));
  render(<AboutDialog onClose={() => undefined} />);
  const version = (remote: string) =>
    within(screen.getByRole('table', { name: 'Deployed versions' }))
      .getAllByRole('row')
      .find((row) => row.getAttribute('data-remote-version') === remote)!
      .querySelectorAll('td')[2]!;
  await waitFor(() => expect(version('mfe-admin')).toHaveTextContent('0.2.0-canary'));
  await waitFor(() => expect(version('mfe-map')).toHaveTextContent('0.1.0'));
  expect(fetchManifestVersion).not.toHaveBeenCalledWith(
    '/remotes/mfe-admin/0.1.0/mf-manifest.json',
  );
});
