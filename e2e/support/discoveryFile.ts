import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_IDS, type RemoteId, type DiscoveryDocument } from '@headgate/site-map';
import { DISCOVERY_FILE, ROOT } from './environment';

/** The version each remote's package.json names: what the build put in dist/<version>/. */
export function builtVersion(remote: RemoteId): string {
  return (
    JSON.parse(fs.readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

/** Every remote at its built version. */
function baselineDocument(): DiscoveryDocument {
  return {
    microFrontends: Object.fromEntries(
      REMOTE_IDS.map((remote) => {
        const version = builtVersion(remote);
        return [
          remote,
          [
            {
              url: `/remotes/${remote}/${version}/mf-manifest.json`,
              metadata: { version },
              deployment: { default: true, traffic: 100 },
            },
          ],
        ];
      }),
    ),
  };
}

/**
 * Writes the baseline for the e2e server to import into its empty release store (it reads the
 * file once, as a site's first start imports `HEADGATE_DISCOVERY`).
 */
export function writeBaselineDiscovery(): void {
  fs.mkdirSync(path.dirname(DISCOVERY_FILE), { recursive: true });
  fs.writeFileSync(DISCOVERY_FILE, JSON.stringify(baselineDocument(), null, 2));
}
