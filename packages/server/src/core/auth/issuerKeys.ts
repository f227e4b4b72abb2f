import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { AuthUnavailableError } from './authErrors';

/** How long the issuer may take to answer before sign-in counts as unavailable. */
const FETCH_TIMEOUT_MS = 5_000;

/**
 * The issuer's signing keys: given, when the issuer runs in this process, or fetched on first use
 * and cached. The key set's address comes from
 * the configuration or, lazily, from the issuer's discovery document, so the server starts even
 * while the provider is down. Failing to fetch them throws `AuthUnavailableError`.
 */
export function issuerKeys(options: {
  issuer: string;
  jwksUrl: string | undefined;
  keySet?: JSONWebKeySet;
}): JWTVerifyGetKey {
  if (options.keySet) return createLocalJWKSet(options.keySet);
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const resolveKeySet = () => {
    if (keySet) return keySet;
    const pending = locateKeySet(options).then((url) =>
      createRemoteJWKSet(url, { timeoutDuration: FETCH_TIMEOUT_MS }),
    );
    // A failed discovery is retried by the next request instead of being remembered.
    pending.catch(() => {
      if (keySet === pending) keySet = undefined;
    });
    keySet = pending;
    return pending;
  };
  return async (header, token) => {
    try {
      const getKey = await resolveKeySet();
      return await getKey(header, token);
    } catch (error) {
      if (isTokenKeyError(error)) throw error;
      throw new AuthUnavailableError(
        `The sign-in provider's keys could not be fetched: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  };
}

/** Errors of the key lookup that come from the token's header naming no usable key. */
function isTokenKeyError(error: unknown): boolean {
  return (
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys ||
    error instanceof errors.JOSENotSupported
  );
}

async function locateKeySet(options: {
  issuer: string;
  jwksUrl: string | undefined;
}): Promise<URL> {
  if (options.jwksUrl) return new URL(options.jwksUrl);
  const discoveryUrl = `${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(discoveryUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${discoveryUrl} answered ${response.status}.`);
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  // OpenID Connect Discovery §4.3: a document for another issuer must not be trusted.
  if (document.issuer !== options.issuer) {
    throw new Error(`${discoveryUrl} describes issuer ${String(document.issuer)}.`);
  }
  if (typeof document.jwks_uri !== 'string') throw new Error(`${discoveryUrl} names no jwks_uri.`);
  return new URL(document.jwks_uri);
}
