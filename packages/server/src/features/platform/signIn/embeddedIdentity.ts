import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import {
  createIdentityProvider,
  createUserDirectory,
  loadProviderSecrets,
  mountIdentity,
  publicKeySet,
  type LimiterFactory,
} from '@headgate/identity';
import type { ServerConfig } from '../../../config';
import { inTransaction } from '../../../core/database/inTransaction';
import type { Database } from '../../../core/database/openDatabase';
import type { ServerCounters } from '../../../core/metrics/serverCounters';
import { pipelineTokenGate } from './pipelineTokenGate';
import { signInEventRecorder } from './signInEventRecorder';

/** The origins the shell may be opened at: the public URL, and its loopback twin on localhost. */
export function shellOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  const twin = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname];
  if (twin) origins.push(new URL(publicUrl.replace(url.hostname, twin)).origin);
  return origins;
}

/**
 * Runs the embedded sign-in provider at `/oidc` and returns its public keys, which the API then
 * checks tokens against without a round trip to itself. Failed sign-ins, and the release
 * pipelines' token requests, count in `limiters`. Sign-ins, lockouts and sign-outs go to the
 * audit trail, and sign-ins through the form count by outcome in `signIns`.
 */
export async function startEmbeddedIdentity(
  app: FastifyInstance,
  config: ServerConfig,
  database: Database,
  limiters: LimiterFactory,
  signIns: ServerCounters['signIns'],
): Promise<JSONWebKeySet> {
  const secrets = await loadProviderSecrets(database.pool);
  const users = createUserDirectory(database.pool, inTransaction);
  const onSignInEvent = signInEventRecorder(database.pool, signIns);
  const provider = createIdentityProvider({
    issuer: config.oidcIssuer,
    shellOrigins: shellOrigins(config.publicUrl),
    audience: config.oidcAudience,
    rolesClaim: config.rolesClaim,
    landingPageClaim: config.landingPageClaim,
    pool: database.pool,
    users,
    secrets,
    // The start refuses a pipeline client without a secret while the provider is embedded.
    releaseClients: config.releaseClients.flatMap(({ id, secret }) =>
      secret ? [{ id, secret }] : [],
    ),
    onSignInEvent,
  });
  provider.on('server_error', (_ctx, error) => app.log.error(error, 'sign-in provider error'));
  provider.use(
    pipelineTokenGate({
      clientIds: config.releaseClients.map((client) => client.id),
      limiters,
      pool: database.pool,
    }),
  );
  await mountIdentity(app, { provider, users, limiters, onSignInEvent });
  return publicKeySet(secrets.signingKeys) as JSONWebKeySet;
}
