import type pg from 'pg';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { retryAfterSeconds } from '@headgate/contracts';
import type { createIdentityProvider, LimiterFactory } from '@headgate/identity';
import { recordPipelineEvent } from '../../../core/audit/pipelineAudit';

/** A middleware of the embedded provider (Koa), run before its own routes. */
type ProviderMiddleware = Parameters<ReturnType<typeof createIdentityProvider>['use']>[0];

/**
 * Token requests one pipeline client may make from one address a minute. A run needs one (a
 * token lasts ten minutes); ten leave room for a runner's parallel jobs, and make guessing a
 * secret, or filling the audit trail, slow.
 */
export const PIPELINE_TOKENS_PER_MINUTE = 10;

/** The provider's token route (identityProvider.ts keeps its default routes), below `/oidc`. */
const TOKEN_PATH = '/token';

/**
 * Ids of no client the site knows share one count per address: they can never be granted, and
 * a fresh id for each request must not buy a fresh count.
 */
const UNKNOWN_CLIENT = '(unknown client)';

/**
 * The client id of an HTTP Basic client authentication, which RFC 6749 §2.3.1 form-encodes, or
 * undefined when the header is not one.
 */
export function basicClientId(header: string): string | undefined {
  const encoded = /^Basic +([A-Za-z0-9+/]+=*)$/i.exec(header.trim())?.[1];
  if (!encoded) return undefined;
  const credentials = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = credentials.indexOf(':');
  if (colon <= 0) return undefined;
  const id = credentials.slice(0, colon).replaceAll('+', ' ');
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/** What a refusal of the provider says, as its error body has it. */
function reasonOf(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null) {
    const { error, error_description: description } = body as Record<string, unknown>;
    if (typeof description === 'string') return description;
    if (typeof error === 'string') return error;
  }
  return `answered ${status}`;
}

/**
 * The embedded provider's token endpoint for the release pipelines: a token request that
 * authenticates a client by HTTP Basic (how every pipeline client does; the shell, a public
 * client, never does) is counted per client and address in `limiters` and refused past
 * {@link PIPELINE_TOKENS_PER_MINUTE} (429 with Retry-After); every grant and every refusal is
 * recorded in the audit trail before the answer leaves. A grant that cannot be recorded is not
 * given. A throttled client is recorded once per window, so a flood adds one entry, not one per
 * request.
 */
export function pipelineTokenGate(options: {
  clientIds: readonly string[];
  limiters: LimiterFactory;
  pool: pg.Pool;
}): ProviderMiddleware {
  const perClientAndAddress = options.limiters({
    keyPrefix: 'pipeline-token',
    points: PIPELINE_TOKENS_PER_MINUTE,
    duration: 60,
  });
  return async (ctx, next) => {
    const clientId =
      ctx.method === 'POST' && ctx.path === TOKEN_PATH
        ? basicClientId(ctx.get('authorization'))
        : undefined;
    if (clientId === undefined) return next();
    const address = ctx.ip;
    const counted = options.clientIds.includes(clientId) ? clientId : UNKNOWN_CLIENT;
    // A refusal is the limit's state; anything else is a store failure, answered as one.
    const refused = await perClientAndAddress.consume(`${counted} ${address}`).then(
      () => null,
      (limit: unknown) => {
        if (limit instanceof RateLimiterRes) return limit;
        throw limit;
      },
    );
    if (refused) {
      const seconds = retryAfterSeconds(refused.msBeforeNext);
      const reason = `Too many token requests for ${clientId} from this address; try again in ${seconds} s.`;
      ctx.status = 429;
      ctx.set('Retry-After', String(seconds));
      ctx.body = { error: 'too_many_requests', error_description: reason };
      if (refused.consumedPoints === PIPELINE_TOKENS_PER_MINUTE + 1) {
        await recordPipelineEvent(options.pool, clientId, {
          event: 'token refused',
          address,
          status: 429,
          reason,
        });
      }
      return;
    }
    await next();
    await recordPipelineEvent(
      options.pool,
      clientId,
      ctx.status === 200
        ? { event: 'token granted', address }
        : {
            event: 'token refused',
            address,
            status: ctx.status,
            reason: reasonOf(ctx.body, ctx.status),
          },
    );
  };
}
