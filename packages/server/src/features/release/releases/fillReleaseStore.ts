import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { ReleaseEntry } from '@headgate/contracts';
import { isRemoteId, parseDiscoveryDocument, REMOTE_IDS } from '@headgate/site-map';
import { builtVersionIntegrity } from '../frontend/builtIntegrity';
import { inTransaction } from '../../../core/database/inTransaction';
import { generateDiscovery } from '../frontend/generatedDiscovery';
import { releaseEntriesOf } from './discoveryEntries';
import { recordReleaseChange, STORE_FILL_ACTOR } from './releaseAudit';
import { readRemoteEntries, writeRemoteEntries } from './releaseRows';

/** Where a first start takes the entries of an empty store from. */
export interface FillSources {
  rootDir: string;
  /** `HEADGATE_DISCOVERY`: imported once into an empty store, never read again. */
  discoveryFile: string | undefined;
}

/** Thrown when `HEADGATE_DISCOVERY` must be imported but cannot be read. */
export class DiscoveryImportError extends Error {}

/** The version folder an entry on this site's own `/remotes/` names, if it does. */
const OWN_BUILD = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/;

/**
 * An imported entry with the integrity of its build on this site when the file gave none (a
 * document written before integrity was recorded). One on another origin keeps what the file
 * says: without integrity the shell will not load it, and the import says so.
 */
async function withBuiltIntegrity(
  remote: string,
  entry: ReleaseEntry,
  rootDir: string,
  log: FastifyBaseLogger,
): Promise<ReleaseEntry> {
  if (entry.integrity && entry.entryIntegrity) return entry;
  const [, folderRemote = '', version = ''] = OWN_BUILD.exec(entry.url) ?? [];
  const built = isRemoteId(folderRemote)
    ? await builtVersionIntegrity(rootDir, folderRemote, decodeURIComponent(version))
    : null;
  if (!built) {
    log.warn(
      `The discovery document lists ${remote} ${entry.version} without the integrity of its files; browsers will not load it until it is registered again with them (pnpm release).`,
    );
    return entry;
  }
  return { ...entry, ...built };
}

async function importedFile(file: string): Promise<Record<string, ReleaseEntry[]>> {
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  if (text === null) {
    throw new DiscoveryImportError(`The discovery document ${file} could not be read.`);
  }
  try {
    return releaseEntriesOf(parseDiscoveryDocument(JSON.parse(text)));
  } catch (error) {
    throw new DiscoveryImportError(
      `The discovery document ${file} cannot be imported: ${(error as Error).message}`,
    );
  }
}

/**
 * Fills the store on a first start: the `HEADGATE_DISCOVERY` file when set and never imported
 * (once: the store is steered through the release API afterwards), then every remote that still
 * has no entry from its built version folders. The store's row is locked, so servers starting
 * together fill it once. Each fill is audited as an import.
 */
export async function fillReleaseStore(
  pool: pg.Pool,
  sources: FillSources,
  log: FastifyBaseLogger,
): Promise<void> {
  await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ imported_at: Date | null; imported_from: string | null }>(
      'SELECT imported_at, imported_from FROM release_store FOR UPDATE',
    );
    const store = rows[0];
    const filled: Record<string, ReleaseEntry[]> = {};
    if (sources.discoveryFile && !store?.imported_at) {
      for (const [remote, entries] of Object.entries(await importedFile(sources.discoveryFile))) {
        filled[remote] = await Promise.all(
          entries.map((entry) => withBuiltIntegrity(remote, entry, sources.rootDir, log)),
        );
      }
      log.info(`Imported ${sources.discoveryFile} into the release store; it is not read again.`);
    } else if (sources.discoveryFile) {
      log.info(
        `HEADGATE_DISCOVERY (${sources.discoveryFile}) was imported on ${store?.imported_at?.toISOString()}; the release store is steered through /api/releases now.`,
      );
    }
    const built = (await generateDiscovery(sources.rootDir)).microFrontends;
    for (const remote of REMOTE_IDS) {
      if (filled[remote] || (await readRemoteEntries(client, remote)).length > 0) continue;
      const entries = releaseEntriesOf({ microFrontends: { [remote]: built[remote] ?? [] } });
      if (entries[remote]) filled[remote] = entries[remote];
    }
    for (const [remote, entries] of Object.entries(filled)) {
      await writeRemoteEntries(client, remote, entries);
      await recordReleaseChange(client, STORE_FILL_ACTOR, remote, 'import', null, entries);
    }
    await client.query(
      `UPDATE release_store SET imported_at = coalesce(imported_at, now()),
              imported_from = coalesce(imported_from, $1)`,
      [sources.discoveryFile ?? 'the built remotes'],
    );
  });
}
