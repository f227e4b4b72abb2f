import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** What the token endpoint answers. */
export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
}

/**
 * Walks the shell's sign-in (authorization code + PKCE) against an in-process server, the way a
 * browser would: following redirects and keeping the provider's cookies.
 */
export function signInClient(
  app: FastifyInstance,
  options: {
    origin: string;
    clientId: string;
    /** Headers every request carries, e.g. a proxy's X-Forwarded-*. */
    headers?: Record<string, string>;
    /** The address the requests come from (light-my-request's default: 127.0.0.1). */
    remoteAddress?: string;
  },
) {
  const cookies = new Map<string, string>();
  const responses: LightMyRequestResponse[] = [];
  const redirectUri = `${options.origin}/auth/callback`;

  const keepCookies = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies) {
      if (cookie.expires && cookie.expires.getTime() < Date.now()) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
  };
  const request = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    const path = url.startsWith('http') ? new URL(url).pathname + new URL(url).search : url;
    const response = await app.inject({
      method,
      url: path,
      cookies: Object.fromEntries(cookies),
      remoteAddress: options.remoteAddress,
      headers: {
        ...options.headers,
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form && { payload: new URLSearchParams(form).toString() }),
    });
    keepCookies(response);
    responses.push(response);
    return response;
  };

  /** Follows redirects until one leaves the provider (the shell's callback) or a page answers. */
  async function follow(response: LightMyRequestResponse): Promise<LightMyRequestResponse | URL> {
    let current = response;
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || !location) return current;
      const target = new URL(location, options.origin);
      if (target.href.startsWith(redirectUri)) return target;
      current = await request('GET', target.pathname + target.search);
    }
    throw new Error('Too many redirects.');
  }

  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  return {
    cookies,
    /** Every response so far, redirects included, oldest first. */
    responses,
    /**
     * Starts a sign-in: the provider's answer after following its redirects (the login form).
     * `extra` adds authorization parameters (a `prompt`).
     */
    async start(scope = 'openid profile email', extra: Record<string, string> = {}) {
      const query = new URLSearchParams({
        client_id: options.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        scope,
        state: 'state-1',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ...extra,
      });
      return follow(await request('GET', `/oidc/auth?${query}`));
    },
    /** Submits the login form found in `page`; a URL means the provider redirected to the shell. */
    async submitLogin(page: LightMyRequestResponse, email: string, password: string) {
      const action = /action="([^"]+)"/.exec(page.body)?.[1];
      if (!action) throw new Error(`No login form in: ${page.body.slice(0, 200)}`);
      return follow(await request('POST', action.replace(/&amp;/g, '&'), { email, password }));
    },
    /** Exchanges the code of the shell's callback URL for tokens. */
    async exchange(callback: URL): Promise<LightMyRequestResponse> {
      return request('POST', '/oidc/token', {
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code') ?? '',
        code_verifier: verifier,
        client_id: options.clientId,
        redirect_uri: redirectUri,
      });
    },
    refresh(refreshToken: string) {
      return request('POST', '/oidc/token', {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: options.clientId,
      });
    },
    /** A full sign-in, returning the token set; `scope` and `extra` as `start` takes them. */
    async signIn(
      email: string,
      password: string,
      { scope, extra }: { scope?: string; extra?: Record<string, string> } = {},
    ): Promise<TokenSet> {
      const page = await this.start(scope, extra);
      if (page instanceof URL) throw new Error('Expected the login form.');
      const callback = await this.submitLogin(page, email, password);
      if (!(callback instanceof URL)) {
        throw new Error(
          `Sign-in did not reach the shell: ${callback.statusCode} ${callback.body.slice(0, 300)}`,
        );
      }
      const tokens = await this.exchange(callback);
      if (tokens.statusCode !== 200) throw new Error(`Token exchange failed: ${tokens.body}`);
      return tokens.json<TokenSet>();
    },
  };
}
