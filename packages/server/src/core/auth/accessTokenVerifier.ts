import { jwtVerify, type JSONWebKeySet } from 'jose';
import type { Role } from '@headgate/contracts/roles';
import { AuthUnavailableError, InvalidTokenError } from './authErrors';
import { issuerKeys } from './issuerKeys';
import { rolesFromClaim } from './rolesFromClaim';

/** Who a verified access token speaks for. */
export interface Caller {
  subject: string;
  roles: Role[];
  /**
   * The release pipeline client the token was issued to (its id), when it is one: it may call the
   * release API and nothing else, within its scope.
   */
  releaseClient: string | undefined;
}

/**
 * Checks an access token and tells whose it is; throws `InvalidTokenError` for a token to refuse
 * and `AuthUnavailableError` when the issuer's keys cannot be fetched.
 */
export type AccessTokenVerifier = (token: string) => Promise<Caller>;

export interface AccessTokenVerifierOptions {
  issuer: string;
  audience: string;
  rolesClaim: string;
  /** The issuer's key set; without it, found through the issuer's discovery document. */
  jwksUrl: string | undefined;
  /**
   * The issuer's public keys, when the issuer runs in this process (the embedded provider). Its
   * access tokens must then be typed `ACCESS_TOKEN_TYPE`.
   */
  keySet?: JSONWebKeySet;
  /** The release pipeline clients' ids (RFC 9068 `client_id`, or `azp` as Auth0 writes it). */
  releaseClientIds?: readonly string[];
}

/**
 * Asymmetric signatures only: with `none` anyone could mint a token, and with an HMAC anyone
 * holding the shared secret could, or anyone who tricks a verifier into using a public key as one.
 */
const ACCEPTED_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

/** Allowance for clocks of the provider and this server drifting apart. */
const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * The `typ` of a JWT access token (RFC 9068), which the embedded provider writes on every one.
 * Its ID tokens (`JWT`) are signed by the same keys, so only the type tells an access token from
 * another token of the provider. An external provider may not write it (Auth0 does not), so it
 * is required only of the embedded one.
 */
export const ACCESS_TOKEN_TYPE = 'at+jwt';

/** One verifier per server, so the issuer's keys are fetched once and cached between requests. */
export function createAccessTokenVerifier(
  options: AccessTokenVerifierOptions,
): AccessTokenVerifier {
  const keys = issuerKeys(options);
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ACCEPTED_ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        typ: options.keySet ? ACCESS_TOKEN_TYPE : undefined,
        // A token without an expiry would be valid forever once leaked.
        requiredClaims: ['sub', 'exp'],
      });
      const clientId = payload.client_id ?? payload.azp;
      const releaseClient =
        typeof clientId === 'string' && options.releaseClientIds?.includes(clientId)
          ? clientId
          : undefined;
      return {
        subject: String(payload.sub),
        // The pipeline holds no role, whatever its provider adds: its access is its own rule.
        roles: releaseClient ? [] : rolesFromClaim(payload[options.rolesClaim]),
        releaseClient,
      };
    } catch (error) {
      if (error instanceof AuthUnavailableError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new InvalidTokenError(`The access token was refused: ${reason}`, { cause: error });
    }
  };
}
