import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test';
import type { ReleaseEntry, Releases, RemoteRelease } from '@headgate/contracts';
import { REMOTE_IDS, type RemoteId } from '@headgate/site-map';
import { builtVersion } from './discoveryFile';
import { RELEASE_CLIENT_SECRET } from './environment';

/** A remote's version built on the e2e site, as the release API takes it. */
export function siteEntry(
  remote: RemoteId,
  version: string,
  deployment: Pick<ReleaseEntry, 'default' | 'traffic'> = { default: true, traffic: 100 },
  more: Partial<ReleaseEntry> = {},
): ReleaseEntry {
  return { version, url: `/remotes/${remote}/${version}/mf-manifest.json`, ...deployment, ...more };
}

/** Every remote's entry list at the start of a test: its built version alone. */
export function baselineEntries(remote: RemoteId): ReleaseEntry[] {
  return [siteEntry(remote, builtVersion(remote))];
}

/** What the release API stores of an entry (its browsers' last hour left out). */
function storedPart(entry: ReleaseEntry): ReleaseEntry {
  const { version, url, fallbackUrl, integrity, default: isDefault, traffic, rollback } = entry;
  return JSON.parse(
    JSON.stringify({ version, url, fallbackUrl, integrity, default: isDefault, traffic, rollback }),
  ) as ReleaseEntry;
}

/**
 * The client-credentials token of the release pipeline (`headgate-release`): the token endpoint
 * from the site's OpenID discovery, as a team's pipeline finds it.
 */
export async function pipelineToken(request: APIRequestContext, baseURL: string) {
  const discovery = await request.get(`${baseURL}/oidc/.well-known/openid-configuration`);
  const { token_endpoint } = (await discovery.json()) as { token_endpoint: string };
  const answer = await request.post(token_endpoint, {
    headers: {
      authorization: `Basic ${Buffer.from(`headgate-release:${RELEASE_CLIENT_SECRET}`).toString('base64')}`,
    },
    form: { grant_type: 'client_credentials' },
  });
  if (!answer.ok()) throw new Error(`No pipeline token: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

async function answerOf<T>(call: string, response: APIResponse): Promise<T> {
  if (!response.ok()) throw new Error(`${call}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The e2e site's release store, steered as operators and pipelines do: through `/api/releases`
 * with the release pipeline's token.
 */
export class ReleaseStore {
  constructor(private readonly api: APIRequestContext) {}

  /** Every remote's stored entries and the latest changes. */
  async releases(): Promise<Releases> {
    return answerOf('GET /api/releases', await this.api.get('/api/releases'));
  }

  /** The answer to a `PUT` of one remote's entries, refused or not. */
  putAnswer(remote: RemoteId, entries: ReleaseEntry[]): Promise<APIResponse> {
    return this.api.put(`/api/releases/${remote}`, { data: { entries } });
  }

  /** Replaces one remote's entries; throws with the API's answer when it refuses them. */
  async put(remote: RemoteId, entries: ReleaseEntry[]): Promise<RemoteRelease> {
    return answerOf(`PUT /api/releases/${remote}`, await this.putAnswer(remote, entries));
  }

  /** Rolls one remote back to its last stable entry. */
  async rollback(remote: RemoteId): Promise<RemoteRelease & { rolledBackTo: string }> {
    return answerOf(
      `POST /api/releases/${remote}/rollback`,
      await this.api.post(`/api/releases/${remote}/rollback`),
    );
  }

  /** Puts back the baseline of every remote whose entries differ from it (a no-op otherwise). */
  async reset(): Promise<void> {
    const { remotes } = await this.releases();
    for (const remote of REMOTE_IDS) {
      const stored = remotes.find((r) => r.remote === remote)?.entries.map(storedPart) ?? [];
      if (JSON.stringify(stored) !== JSON.stringify(baselineEntries(remote))) {
        await this.put(remote, baselineEntries(remote));
      }
    }
  }
}

/**
 * The `releases` fixture: the release store with every remote at its baseline, before the test
 * and after it (so the next test, or the next spec, starts from the same document).
 */
export async function releasesFixture(
  {
    playwright,
    baseURL,
  }: Pick<PlaywrightWorkerArgs, 'playwright'> & { baseURL: string | undefined },
  provide: (store: ReleaseStore) => Promise<void>,
): Promise<void> {
  const bootstrap = await playwright.request.newContext();
  const token = await pipelineToken(bootstrap, baseURL!);
  await bootstrap.dispose();
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const store = new ReleaseStore(api);
  await store.reset();
  await provide(store);
  await store.reset();
  await api.dispose();
}
