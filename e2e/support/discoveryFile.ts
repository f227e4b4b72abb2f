import fs from 'node:fs';
import path from 'node:path';
import {
  REMOTE_IDS,
  type RemoteId,
  type DiscoveryDocument,
  type DiscoveryEntry,
} from '@headgate/site-map';
import { DISCOVERY_FILE, ROOT } from './environment';

/** The version each remote's package.json names: what the build put in dist/<version>/. */
export function builtVersion(remote: RemoteId): string {
  return (
    JSON.parse(fs.readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

export function entryFor(remote: RemoteId, version: string): DiscoveryEntry {
  return {
    url: `/remotes/${remote}/${version}/mf-manifest.json`,
    metadata: { version },
    deployment: { default: true, traffic: 100 },
  };
}

/** Every remote at its built version. */
export function baselineDocument(): DiscoveryDocument {
  return {
    microFrontends: Object.fromEntries(
      REMOTE_IDS.map((remote) => [remote, [entryFor(remote, builtVersion(remote))]]),
    ),
  };
}

/** Writes the document the server will serve from its next request on. */
export function writeDiscovery(document: DiscoveryDocument): void {
  fs.mkdirSync(path.dirname(DISCOVERY_FILE), { recursive: true });
  // Written beside it and renamed over it, as an operator's deploy would: a page loading in the
  // other browser meanwhile reads the old document or the new one, never half of one.
  const next = `${DISCOVERY_FILE}.${process.pid}.next`;
  fs.writeFileSync(next, JSON.stringify(document, null, 2));
  fs.renameSync(next, DISCOVERY_FILE);
}

/** The baseline with one remote's entry replaced, as an operator would edit it. */
export function withEntry(remote: RemoteId, entry: DiscoveryEntry): DiscoveryDocument {
  const document = baselineDocument();
  document.microFrontends[remote] = [entry];
  return document;
}
