import type { FastifyRequest } from 'fastify';
import type { ReleaseEntry } from '@headgate/contracts';
import { BadRequest, Forbidden } from '../../../../core/api/refusals';
import { SHARE_TOLERANCE } from '../entryListRefusal';
import type { ReleaseClient } from './releaseClientList';

/** The share at which a client steers a remote wholly: it may promote, and send any share. */
const WHOLE_TRAFFIC = 100;

/**
 * What the caller of a release call may change. An Administrator or a Developer (the route let
 * them in by role) may change anything; a pipeline client only its remotes, and below a
 * `maxTraffic` of 100 neither the default entry nor more than `maxTraffic` % of browsers sent to
 * the other versions together (each canary's share counts: nine canaries at 10 % would be a
 * 90 % release). Each check throws the refusal the caller reads.
 */
export interface ReleaseScope {
  /** Refuses (403, naming the remote) a remote the caller may not change. */
  checkRemote(remote: string): void;
  /**
   * Refuses (400) turning the stored entries `before` into `after` beyond the caller's traffic;
   * `field` names where the caller sent `after` (undefined when the server computed it).
   */
  checkChange(
    before: readonly ReleaseEntry[],
    after: readonly ReleaseEntry[],
    field: string | undefined,
  ): void;
}

const UNLIMITED: ReleaseScope = { checkRemote: () => undefined, checkChange: () => undefined };

/**
 * What an entry serves, its share and rollback rule left out: its build, where it is loaded
 * from and the hashes it is checked against. The default entry replaced by another build, even
 * under the same version, is a promotion.
 */
function servedBuild(entry: ReleaseEntry | undefined): string | undefined {
  if (!entry) return undefined;
  const build = Object.entries(entry).filter(
    ([key, value]) => !['traffic', 'rollback'].includes(key) && value !== undefined,
  );
  return JSON.stringify(build.sort(([a], [b]) => a.localeCompare(b)));
}

/** What `client` may change: its remotes, within its traffic. */
function clientScope(client: ReleaseClient): ReleaseScope {
  return {
    checkRemote(remote) {
      if ((client.remotes as readonly string[]).includes(remote)) return;
      throw new Forbidden(
        `The release client ${client.id} may not change ${remote}; it may change ${client.remotes.join(', ') || 'no remote'}.`,
      );
    },
    checkChange(before, after, field) {
      if (client.maxTraffic >= WHOLE_TRAFFIC) return;
      const stable = before.find((entry) => entry.default);
      const index = after.findIndex((entry) => entry.default);
      if (stable === undefined || servedBuild(stable) !== servedBuild(after[index])) {
        throw new BadRequest(
          field && `${field}.${index}.default`,
          `the release client ${client.id} may not change the default entry${stable ? ` (${stable.version} at ${stable.url})` : ''}: its maxTraffic is ${client.maxTraffic} %, and only a client with maxTraffic 100, an Administrator or a Developer may promote.`,
        );
      }
      const canaries = after.filter((entry) => !entry.default && entry.traffic > 0);
      const share = canaries.reduce((sum, entry) => sum + entry.traffic, 0);
      if (share > client.maxTraffic + SHARE_TOLERANCE) {
        const shares = canaries.map((entry) => `${entry.version} ${entry.traffic} %`).join(', ');
        throw new BadRequest(
          field,
          `the release client ${client.id} may send at most ${client.maxTraffic} % of browsers to versions other than the default (its maxTraffic); this sends ${share} % (${shares}).`,
        );
      }
    },
  };
}

/**
 * The scope of the caller of a release call: a pipeline client's own (one the server does not
 * list may change nothing), or no limit for a user the route let in by role.
 */
export function releaseScope(
  request: FastifyRequest,
  clients: readonly ReleaseClient[],
): ReleaseScope {
  if (request.releaseClient === undefined) return UNLIMITED;
  const client = clients.find((c) => c.id === request.releaseClient);
  // The verifier names listed clients only; should one be missing, it may change nothing.
  return clientScope(
    client ?? { id: request.releaseClient, secret: undefined, remotes: [], maxTraffic: 0 },
  );
}
