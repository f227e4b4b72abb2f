import { endpointUrl, usersManagementCalls } from '@headgate/contracts/calls';

/**
 * The path of a landing page, from `GET /api/users-management/list-user-landing-pages/{id}`.
 * The access token is passed in: right after the callback the auth store does not hold it yet.
 */
export async function fetchLandingPagePath(
  landingPageNdx: number,
  accessToken: string,
): Promise<string> {
  const url = endpointUrl(usersManagementCalls.landingPage, { params: { id: landingPageNdx } });
  const response = await fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) throw new Error(`landing page ${landingPageNdx}: ${response.status}`);
  const body = (await response.json()) as { landing_page_path?: unknown };
  const path = body.landing_page_path;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) {
    throw new Error(`landing page ${landingPageNdx} has no path on this site`);
  }
  return path;
}
