import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { retryAfterSeconds } from '@headgate/contracts';
import type { UserDirectory } from '../users/userDirectory';
import { IDENTITY_MOUNT_PATH } from '../provider/identityProvider';
import type { LoginAttempts } from './loginAttempts';
import { loginPage, WRONG_CREDENTIALS_MESSAGE } from './loginPage';
import { recordedEmail, type SignInEventListener } from './signInEvents';

interface InteractionParams {
  uid: string;
}

/** Longest email and password the form accepts; longer input is refused before any hashing. */
const MAX_FIELD_LENGTH = 320;

function minutes(ms: number): string {
  const count = Math.max(1, Math.ceil(ms / 60_000));
  return `${count} minute${count === 1 ? '' : 's'}`;
}

/**
 * The provider's interactions: the sign-in form, and consent, which is given automatically
 * because the shell is the district's own first-party client. Each sign-in let in, refused or
 * turned away by the attempt limit is told to `onSignInEvent` before the answer leaves.
 */
export function interactionRoutes(
  app: FastifyInstance,
  options: {
    provider: Provider;
    users: UserDirectory;
    attempts: LoginAttempts;
    onSignInEvent: SignInEventListener;
  },
): void {
  const { provider, users, attempts, onSignInEvent } = options;
  const home = (request: FastifyRequest) => `${request.protocol}://${request.host}/`;
  const action = (uid: string) => `${IDENTITY_MOUNT_PATH}/interaction/${uid}/login`;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const showForm = (
    request: FastifyRequest<{ Params: InteractionParams }>,
    reply: FastifyReply,
    status: number,
    form: { email?: string; error?: string } = {},
  ) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(loginPage({ action: action(request.params.uid), home: home(request), ...form }));

  app.get<{ Params: InteractionParams }>(
    `${IDENTITY_MOUNT_PATH}/interaction/:uid`,
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.prompt.name === 'login') return showForm(request, reply, 200);
      const accountId = details.session?.accountId;
      if (!accountId) return showForm(request, reply, 200);
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      if (!grant) return showForm(request, reply, 200);
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      const grantId = await grant.save();
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { consent: { grantId } },
        {
          mergeWithLastSubmission: true,
        },
      );
    },
  );

  app.post<{ Params: InteractionParams; Body: Record<string, string | undefined> }>(
    `${IDENTITY_MOUNT_PATH}/interaction/:uid/login`,
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.prompt.name !== 'login') {
        return reply.redirect(`${IDENTITY_MOUNT_PATH}/interaction/${request.params.uid}`, 303);
      }
      const email = (request.body?.email ?? '').trim().slice(0, MAX_FIELD_LENGTH);
      const password = request.body?.password ?? '';
      if (!email || !password) {
        return showForm(request, reply, 400, { email, error: 'Enter your email and password.' });
      }
      const typed = { email: recordedEmail(email), address: request.ip };
      const { waitMs, lockout } = await attempts.count(email, request.ip);
      if (waitMs > 0) {
        await onSignInEvent({ kind: 'locked-out', ...typed, lockoutBegins: lockout });
        reply.header('retry-after', String(retryAfterSeconds(waitMs)));
        return showForm(request, reply, 429, {
          email,
          error: `Too many failed sign-ins. Try again in ${minutes(waitMs)}.`,
        });
      }
      const user =
        password.length <= MAX_FIELD_LENGTH
          ? await users.verifyCredentials(email, password)
          : undefined;
      if (!user) {
        await onSignInEvent({ kind: 'sign-in-failed', ...typed });
        return showForm(request, reply, 401, { email, error: WRONG_CREDENTIALS_MESSAGE });
      }
      await onSignInEvent({
        kind: 'signed-in',
        subject: user.id,
        email: recordedEmail(user.email),
        name: user.name,
        address: request.ip,
      });
      await attempts.refund(email, request.ip);
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: user.id } },
        { mergeWithLastSubmission: false },
      );
    },
  );
}
