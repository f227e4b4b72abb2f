/** Host names of this machine: a `PUBLIC_URL` on one of them is a developer's or a trial's site. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Whether users reach the server on this machine only. The demo (data and accounts with a
 * published password) is on by default only then, so a district's server never gets it unasked.
 */
export function isLocalPublicUrl(publicUrl: string): boolean {
  return LOCAL_HOSTS.includes(new URL(publicUrl).hostname);
}
