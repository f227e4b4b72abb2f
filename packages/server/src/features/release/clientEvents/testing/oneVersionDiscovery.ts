import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A discovery document (for `HEADGATE_DISCOVERY`) listing one built version of `remote`, so the
 * client events a test reports for it carry a ticket that counts. Written to a new temporary
 * folder; returns the file's path.
 */
export function oneVersionDiscoveryFile(remote: string, version = '0.1.0'): string {
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-discovery-')),
    'discovery.json',
  );
  fs.writeFileSync(
    file,
    JSON.stringify({
      microFrontends: {
        [remote]: [
          { url: `/remotes/${remote}/${version}/mf-manifest.json`, metadata: { version } },
        ],
      },
    }),
  );
  return file;
}
