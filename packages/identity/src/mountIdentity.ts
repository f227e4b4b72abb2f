import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { createLoginAttempts } from './login/loginAttempts';
import type { LimiterFactory } from './login/limiters';
import { interactionRoutes } from './login/interactionRoutes';
import { ignoreSignInEvents, type SignInEventListener } from './login/signInEvents';
import { IDENTITY_MOUNT_PATH } from './provider/identityProvider';
import type { UserDirectory } from './users/userDirectory';

declare module 'http' {
  interface IncomingMessage {
    originalUrl?: string;
  }
}

/**
 * Hands the provider Fastify's verdict on the forwarded headers. Koa's `proxy` trusts every hop
 * or none, whoever the peer is; Fastify applies TRUST_PROXY (a hop count, addresses) to each
 * request. So the provider trusts the forwarded headers, and they are rewritten to the client's
 * address, protocol and host as Fastify judged them: spoofed headers from an untrusted peer are
 * replaced by what the connection itself says. The protocol decides whether cookies are Secure.
 */
async function handVerdictToProvider(request: FastifyRequest): Promise<void> {
  const headers = request.raw.headers;
  if (request.ip) headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
}

/**
 * Serves the embedded provider under `/oidc` of the Fastify server: its own sign-in form and
 * everything else handed to oidc-provider untouched (it reads request bodies itself). Sign-in
 * attempts are counted by `limiters` (in the process when not given); each sign-in through the
 * form, let in or not, is told to `onSignInEvent` (the provider tells it of sign-outs).
 */
export async function mountIdentity(
  app: FastifyInstance,
  options: {
    provider: Provider;
    users: UserDirectory;
    limiters?: LimiterFactory;
    onSignInEvent?: SignInEventListener;
  },
): Promise<void> {
  options.provider.proxy = true;
  const attempts = createLoginAttempts(options.limiters);
  const onSignInEvent = options.onSignInEvent ?? ignoreSignInEvents;
  await app.register(async (scope) => {
    scope.addHook('onRequest', handVerdictToProvider);
    interactionRoutes(scope, { ...options, attempts, onSignInEvent });
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', handVerdictToProvider);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const callback = options.provider.callback();
    const handOver = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw;
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(IDENTITY_MOUNT_PATH.length) || '/';
      void callback(raw, reply.raw);
    };
    scope.all(IDENTITY_MOUNT_PATH, handOver);
    scope.all(`${IDENTITY_MOUNT_PATH}/*`, handOver);
  });
}
