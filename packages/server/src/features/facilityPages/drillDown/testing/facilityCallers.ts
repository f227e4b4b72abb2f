import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '@headgate/contracts';
import type { Database } from '../../../../core/database/openDatabase';
import { embeddedBearer } from '../../../usersManagement/users/testing/embeddedTokens';
import { OTHER_USER, OWN_USER } from './facilityFixture';

/** A caller of the tests: anonymous, a role, or a User named by facilities 37 and 41 or by none. */
export type FacilityCaller = 'anonymous' | Role | 'own User' | 'other User';

/** `GET url` as the caller, with a token the test API's embedded provider would issue. */
export async function getAs(
  api: { db: Database; app: FastifyInstance },
  url: string,
  caller: FacilityCaller,
): Promise<LightMyRequestResponse> {
  const headers =
    caller === 'anonymous'
      ? {}
      : caller === 'own User' || caller === 'other User'
        ? await embeddedBearer(api.db, ['User'], caller === 'own User' ? OWN_USER : OTHER_USER)
        : await embeddedBearer(api.db, [caller]);
  return api.app.inject({ method: 'GET', url, headers });
}
