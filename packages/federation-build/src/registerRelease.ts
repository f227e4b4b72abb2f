import type { ReleaseEntry, Releases, RemoteRelease } from '@headgate/contracts';
import { AUTH_SETTINGS_PATH, type AuthSettings } from '@headgate/contracts/authSettings';
import { withCanary } from './releasePlan';

/** One version to add to a site's release store. */
export interface Registration {
  /** The site's base URL (its PUBLIC_URL). */
  site: string;
  remote: string;
  version: string;
  /** The version's mf-manifest.json, as browsers of the site will fetch it. */
  manifestUrl: string;
  /** The integrity of the manifest and entry script as built: what browsers will accept. */
  integrity: { integrity: string; entryIntegrity: string };
  /** Percent of browsers sent to it at once. */
  traffic: number;
  /** The pipeline's client at the site's sign-in provider (`client_credentials`). */
  clientId: string;
  clientSecret: string;
}

/** The site, its provider or its release API said no; the message is theirs, as given. */
export class RegistrationRefused extends Error {}

type Fetch = typeof fetch;

async function readJson<T>(fetcher: Fetch, url: string, init?: RequestInit): Promise<T> {
  const response = await fetcher(url, init).catch((error: unknown) => {
    throw new RegistrationRefused(`${url} could not be reached: ${(error as Error).message}`);
  });
  const text = await response.text();
  if (!response.ok) {
    const message = (() => {
      try {
        const body = JSON.parse(text) as { message?: string; error_description?: string };
        return body.message ?? body.error_description ?? text;
      } catch {
        return text;
      }
    })();
    throw new RegistrationRefused(
      `${init?.method ?? 'GET'} ${url} answered ${response.status}: ${message}`,
    );
  }
  return JSON.parse(text) as T;
}

/**
 * The pipeline's access token: the provider the site advertises (its issuer, embedded or not),
 * its token endpoint from the issuer's OpenID discovery, then the client-credentials grant (with
 * the site's API audience, which providers such as Auth0 need to issue a token for it).
 */
export async function pipelineToken(
  registration: Pick<Registration, 'site' | 'clientId' | 'clientSecret'>,
  fetcher: Fetch = fetch,
): Promise<string> {
  const settings = await readJson<AuthSettings>(
    fetcher,
    `${registration.site}${AUTH_SETTINGS_PATH}`,
  );
  const issuer = settings.issuer.replace(/\/+$/, '');
  const discovery = await readJson<{ token_endpoint?: string }>(
    fetcher,
    `${issuer}/.well-known/openid-configuration`,
  );
  if (!discovery.token_endpoint) {
    throw new RegistrationRefused(`${issuer} advertises no token endpoint.`);
  }
  const basic = Buffer.from(
    `${encodeURIComponent(registration.clientId)}:${encodeURIComponent(registration.clientSecret)}`,
  ).toString('base64');
  const token = await readJson<{ access_token: string }>(fetcher, discovery.token_endpoint, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', audience: settings.audience }),
  });
  return token.access_token;
}

/** What a registration stored: the remote's entries now. */
export interface Registered {
  entries: ReleaseEntry[];
}

/** An entry as `GET /api/releases` lists it, without its browsers' last hour. */
function storedEntry(entry: ReleaseEntry): ReleaseEntry {
  const { version, url, fallbackUrl, integrity, entryIntegrity } = entry;
  const { default: isDefault, traffic, rollback } = entry;
  return {
    version,
    url,
    ...(fallbackUrl ? { fallbackUrl } : {}),
    ...(integrity ? { integrity } : {}),
    ...(entryIntegrity ? { entryIntegrity } : {}),
    default: isDefault,
    traffic,
    ...(rollback ? { rollback } : {}),
  };
}

/**
 * Adds the version to the remote's entries through the site's release API, as a canary taking
 * `traffic` from the default entry (or as the default of a remote that has none), with the
 * integrity of its files as built. The API checks it as it checks any change (its URL, the
 * shares, that the files it fetches match that integrity, whether the site's shell can load it);
 * its refusal is thrown as it said it.
 */
export async function registerRelease(
  registration: Registration,
  fetcher: Fetch = fetch,
): Promise<Registered> {
  const token = await pipelineToken(registration, fetcher);
  const headers = { authorization: `Bearer ${token}` };
  const releasesUrl = `${registration.site}/api/releases`;
  const { remotes } = await readJson<Releases>(fetcher, releasesUrl, { headers });
  const current = (remotes.find((r) => r.remote === registration.remote)?.entries ?? []).map(
    storedEntry,
  );
  const planned = withCanary(
    current,
    { version: registration.version, url: registration.manifestUrl, ...registration.integrity },
    registration.traffic,
  );
  if ('refused' in planned) throw new RegistrationRefused(planned.refused);
  const stored = await readJson<RemoteRelease>(
    fetcher,
    `${releasesUrl}/${encodeURIComponent(registration.remote)}`,
    {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ entries: planned.entries }),
    },
  );
  return { entries: stored.entries.map(storedEntry) };
}
