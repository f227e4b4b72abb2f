/** The caller's token is unacceptable: malformed, badly signed, expired, or meant for another API. */
export class InvalidTokenError extends Error {}

/**
 * The issuer's keys could not be had, so no token can be judged. Not the caller's fault, so it
 * must not answer like a bad token, which would tell a client to sign in again.
 */
export class AuthUnavailableError extends Error {}
