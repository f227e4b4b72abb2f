import type { RemoteId } from '@headgate/site-map';

/**
 * What the shell hands a remote when it mounts it as a single-spa parcel. Nothing secret travels
 * here: user and token come from the shared `@headgate/auth` store.
 */
export interface RemoteMountProps {
  /** The remote's id, as in the discovery document. */
  remoteId: RemoteId;
  /** The site's base path; the remote's router runs under it. */
  basePath: string;
}
