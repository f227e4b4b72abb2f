import { defineCalls, type EndpointAccess } from '../endpointDefinition';
import { ADMIN_ROLES } from '../roles';

/** Operators through the site, and the release pipeline's machine client. */
const releaseAccess: EndpointAccess = { anyOf: ADMIN_ROLES, orReleasePipeline: true };

/** Release control: what each remote serves, and the calls that steer it. */
export const releaseCallParts = defineCalls({
  releases: {
    method: 'GET',
    path: '/api/releases',
    access: releaseAccess,
    tags: ['Releases'],
    summary: "Every remote's entries with their last hour of loads and errors, and recent changes",
  },
  /**
   * The remote's full entry list: adds a version, sets shares, promotes (moves `default`),
   * retires (leaves an entry out). A refused list changes nothing.
   */
  updateRelease: {
    method: 'PUT',
    path: '/api/releases/:remote',
    access: releaseAccess,
    tags: ['Releases'],
    summary: "Replace one remote's entries (versions, shares, default, rollback rules)",
  },
  /**
   * Back to the last stable entry: a canary's traffic goes to the default entry; with no canary
   * served, the previous default becomes the default again.
   */
  rollbackRelease: {
    method: 'POST',
    path: '/api/releases/:remote/rollback',
    access: releaseAccess,
    tags: ['Releases'],
    summary: 'Roll one remote back to its last stable entry',
  },
});
