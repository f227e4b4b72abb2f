import { importJWK, SignJWT, type JWK } from 'jose';
import type { Role } from '@headgate/contracts/roles';
import { ACCESS_TOKEN_TYPE } from '../../../../core/auth/accessTokenVerifier';
import { readConfig } from '../../../../config';
import type { Database } from '../../../../core/database/openDatabase';

/**
 * An `Authorization` header for a caller with these roles, as the embedded provider of a test API
 * (`useTestApi`) would issue it: signed with the provider's own key from the database, for the
 * issuer, audience and roles claim of the default configuration.
 */
export async function embeddedBearer(
  db: Database,
  roles: readonly Role[],
  subject = 'user-1',
): Promise<{ authorization: string }> {
  const config = readConfig({}, '');
  const { rows } = await db.pool.query<{ value: JWK[] }>(
    "SELECT value FROM identity_secrets WHERE name = 'signing-keys'",
  );
  const jwk = rows[0]!.value[0]!;
  const token = await new SignJWT({ [config.rolesClaim]: roles })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: ACCESS_TOKEN_TYPE })
    .setSubject(subject)
    .setIssuer(config.oidcIssuer)
    .setAudience(config.oidcAudience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(await importJWK(jwk, 'RS256'));
  return { authorization: `Bearer ${token}` };
}
