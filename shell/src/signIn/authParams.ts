/**
 * Whether a URL carries an authorization response (`code` or `error`, with `state`): the same
 * test react-oidc-context makes, without loading it.
 */
export function hasAuthParams(location: Pick<Location, 'search'>): boolean {
  const params = new URLSearchParams(location.search);
  return (params.has('code') || params.has('error')) && params.has('state');
}
