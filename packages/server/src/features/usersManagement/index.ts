import type { FastifyInstance } from 'fastify';
import { createUserDirectory } from '@headgate/identity';
import type { ServerConfig } from '../../config';
import { inTransaction } from '../../core/database/inTransaction';
import type { Database } from '../../core/database/openDatabase';
import { usersManagementRoutes } from './users/usersManagementRoutes';

/** Users management: the embedded provider's users, their roles and associations. */
export function register(
  app: FastifyInstance,
  deps: { config: ServerConfig; database: Database },
): void {
  const { config, database } = deps;
  usersManagementRoutes(app, {
    users: createUserDirectory(database.pool, inTransaction),
    pool: database.pool,
    externalIssuer: config.embeddedIdentity ? undefined : config.oidcIssuer,
  });
}
