/** Where the embedded provider is mounted on the all-in-one server. */
export const IDENTITY_MOUNT_PATH = '/oidc';
