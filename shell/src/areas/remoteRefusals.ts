/** The `name` of the error a remote needing shared versions this page lacks is refused with. */
const REFUSAL_NAME = 'SharedVersionError';
/** The `name` of the error a remote whose files are not the ones released is refused with. */
const REMOTE_INTEGRITY_ERROR = 'RemoteIntegrityError';

/**
 * A remote whose manifest or entry script is not the file its release registered (tampered, or
 * replaced in place on its host), or that came without the integrity to tell.
 */
export class RemoteIntegrityError extends Error {
  override name = REMOTE_INTEGRITY_ERROR;
}

/**
 * Whether an area failed because its remote was refused: it needs shared versions this page
 * lacks, or its files are not the ones released. A reason worth showing, unlike a network
 * failure. Told by name, so that the check needs neither the range matcher (semver) nor the
 * integrity check on the page before any remote is loaded.
 */
export function isRemoteRefusal(error: unknown): error is Error {
  return error instanceof Error && [REFUSAL_NAME, REMOTE_INTEGRITY_ERROR].includes(error.name);
}
