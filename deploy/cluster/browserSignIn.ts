import { createHash, randomBytes } from 'node:crypto';
import { SHELL_CLIENT_ID } from '@headgate/identity';

/** What the token endpoint answers. */
export interface TokenSet {
  access_token: string;
  id_token: string;
  expires_in: number;
}

/** The answer to a submitted login form: the shell's callback, or the form again with a status. */
export type LoginOutcome =
  | { signedIn: true; callback: URL }
  | { signedIn: false; status: number; retryAfter: string | null };

/**
 * Walks the shell's sign-in (authorization code + PKCE) over HTTP against `baseUrl`, the way a
 * browser does: following redirects and keeping the provider's cookies. `forwardedFor` is sent
 * as X-Forwarded-For, standing for the browser's address behind the proxy.
 */
export function browserSignIn(baseUrl: string, options: { forwardedFor?: string } = {}) {
  const cookies = new Map<string, string>();
  const redirectUri = `${baseUrl}/auth/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  async function request(url: string, form?: Record<string, string>): Promise<Response> {
    const answer = await fetch(new URL(url, baseUrl), {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return answer;
  }

  /** Follows redirects until one reaches the shell's callback (a URL) or a page answers. */
  async function follow(answer: Response): Promise<Response | URL> {
    let current = answer;
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return current;
      await current.arrayBuffer();
      const target = new URL(location, baseUrl);
      if (target.href.startsWith(redirectUri)) return target;
      current = await request(target.href);
    }
    throw new Error('Too many redirects.');
  }

  /** Opens the provider's login form and returns its action URL. */
  async function openLoginForm(): Promise<string> {
    const query = new URLSearchParams({
      client_id: SHELL_CLIENT_ID,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid profile email',
      state: randomBytes(8).toString('hex'),
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const page = await follow(await request(`/oidc/auth?${query}`));
    if (page instanceof URL) throw new Error('The provider signed in without a login form.');
    const body = await page.text();
    const action = /action="([^"]+)"/.exec(body)?.[1];
    if (!action) throw new Error(`No login form (${page.status}): ${body.slice(0, 200)}`);
    return action.replace(/&amp;/g, '&');
  }

  /** Opens the login form and submits `email` and `password`. */
  async function submitLogin(email: string, password: string): Promise<LoginOutcome> {
    const action = await openLoginForm();
    const outcome = await follow(await request(action, { email, password }));
    if (outcome instanceof URL) return { signedIn: true, callback: outcome };
    await outcome.arrayBuffer();
    return {
      signedIn: false,
      status: outcome.status,
      retryAfter: outcome.headers.get('retry-after'),
    };
  }

  return {
    submitLogin,
    /** A whole sign-in, returning the token set. */
    async signIn(email: string, password: string): Promise<TokenSet> {
      const outcome = await submitLogin(email, password);
      if (!outcome.signedIn) throw new Error(`The sign-in was refused (${outcome.status}).`);
      const answer = await request('/oidc/token', {
        grant_type: 'authorization_code',
        code: outcome.callback.searchParams.get('code') ?? '',
        code_verifier: verifier,
        client_id: SHELL_CLIENT_ID,
        redirect_uri: redirectUri,
      });
      if (answer.status !== 200)
        throw new Error(`The token exchange failed: ${await answer.text()}`);
      return (await answer.json()) as TokenSet;
    },
  };
}
