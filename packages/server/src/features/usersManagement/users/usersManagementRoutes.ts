import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MAX_INTEGER,
  usersManagementEndpoints,
  usersRecord,
  versionOfRow,
  type ManagedUser,
} from '@headgate/contracts';
import {
  UserDirectoryError,
  type IdentityUser,
  type UserDirectory,
  type UserDirectoryErrorCode,
  type UserPrecondition,
  type UserWriteHook,
} from '@headgate/identity';
import type pg from 'pg';
import { isUniqueViolation } from '../../../core/api/postgresRefusal';
import { ApiRefusal, Conflict, NotFound } from '../../../core/api/refusals';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import { actorOf } from '../../../core/audit/auditActor';
import { recordAudit } from '../../../core/audit/recordAudit';
import { refuseStaleVersion } from '../../../core/recordVersions/refuseStaleVersion';
import { recordPasswordChange } from '../../../core/auth/passwordChanges';
import { ifMatchOf, sendVersion } from '../../../core/recordVersions/versionHeaders';

/** The failures every route may answer with, as documented in the OpenAPI document. */
const REFUSALS = [400, 401, 403] as const;

/** How each refusal of the user directory answers. */
const DIRECTORY_STATUS: Record<UserDirectoryErrorCode, 400 | 404 | 409> = {
  email_taken: 409,
  unknown_role: 400,
  unknown_landing_page: 400,
  unknown_facility: 400,
  not_found: 404,
};

/** A directory user as the users-management list shows it (spec/dashboard.md §3). */
export function toManagedUser(user: IdentityUser): ManagedUser {
  return {
    auth0_user_id: user.id,
    auth0_name: user.name,
    auth0_nickname: user.nickname,
    auth0_email: user.email,
    assigned_role: user.roleId,
    assigned_landing_page: user.landingPageNdx,
    associated_facilities: user.facilities,
  };
}

/** The user as answered, with their version in the `ETag`. */
function versioned(reply: FastifyReply, user: ManagedUser): ManagedUser {
  sendVersion(reply, versionOfRow(usersRecord, user));
  return user;
}

/**
 * The check of a conditional write on a user: refused (412) unless the user, as the directory
 * holds them once locked, is at the version the request's `If-Match` names.
 */
function sameVersion(request: FastifyRequest): UserPrecondition {
  return async (client, before) => {
    const user = toManagedUser(before);
    await refuseStaleVersion(client, ifMatchOf(request), {
      entity: 'user',
      id: user.auth0_user_id,
      current: user,
      version: versionOfRow(usersRecord, user),
    });
  };
}

/**
 * Runs a change of the directory and turns its refusals into the API's: a directory refusal keeps
 * its code and message; a second user with one email (two creations racing past the directory's
 * check) is `email_taken`. Anything else, a value the database cannot store included, is left to
 * the API's error handler. The directory works in a transaction, so a refused change writes
 * nothing.
 */
async function change<T>(work: () => Promise<T>, email?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UserDirectoryError) {
      throw new ApiRefusal(DIRECTORY_STATUS[error.code], error.code, error.message);
    }
    if (email !== undefined && isUniqueViolation(error)) {
      throw new Conflict('email_taken', `A user with the email ${email} exists.`);
    }
    throw error;
  }
}

export interface UsersManagementOptions {
  users: UserDirectory;
  /** The database the audit trail is written to, in each write's transaction. */
  pool: pg.Pool;
  /**
   * The issuer of an external sign-in provider, when one is configured instead of the embedded
   * one: users are managed there, so listing and changing them here answers 409 saying so.
   */
  externalIssuer?: string;
}

/**
 * The users-management calls (spec/dashboard.md §7 "Tables, users") over the embedded provider's
 * user directory. Administrators and Developers manage users; every signed-in user may read the
 * path of a landing page, which the browser asks for right after sign-in.
 */
export function usersManagementRoutes(
  app: FastifyInstance,
  { users, pool, externalIssuer }: UsersManagementOptions,
) {
  const endpoints = usersManagementEndpoints;

  /**
   * Records a user write in the audit trail, as the users list shows the user; a creation sets
   * the user's password, which is a sign-in event too (from the administrator's address).
   */
  const audited = async (request: FastifyRequest): Promise<UserWriteHook> => {
    const actor = await actorOf(pool, request);
    return async (client, before, after) => {
      await recordAudit(
        client,
        actor,
        'user',
        (after ?? before)!.id,
        before && toManagedUser(before),
        after && toManagedUser(after),
      );
      if (before === null && after) await recordPasswordChange(client, actor, after, request.ip);
    };
  };

  /** Refuses with 409 when users live at an external provider. */
  const refuseWhenManagedElsewhere = (): void => {
    if (externalIssuer === undefined) return;
    throw new Conflict(
      'managed_elsewhere',
      `Users are managed at the sign-in provider (${externalIssuer}), not here.`,
    );
  };

  registerEndpoint(app, endpoints.roles, () => users.roles(), { refusals: REFUSALS });

  registerEndpoint(app, endpoints.landingPages, () => users.landingPages(), {
    refusals: REFUSALS,
  });

  registerEndpoint(
    app,
    endpoints.landingPage,
    async (request) => {
      const { id } = request.params;
      const page = Math.abs(id) <= MAX_INTEGER ? await users.landingPage(id) : undefined;
      if (page === undefined) throw new NotFound(`No landing page ${id}.`);
      return page;
    },
    { refusals: [...REFUSALS, 404] },
  );

  registerEndpoint(
    app,
    endpoints.users,
    async () => {
      refuseWhenManagedElsewhere();
      return (await users.list()).map(toManagedUser);
    },
    { refusals: [...REFUSALS, 409] },
  );

  registerEndpoint(
    app,
    endpoints.createUser,
    async (request, reply) => {
      refuseWhenManagedElsewhere();
      const { role, ...fields } = request.body;
      const user = await change(
        async () => users.create({ ...fields, roleId: role }, await audited(request)),
        fields.email,
      );
      return reply.code(201).send(versioned(reply, toManagedUser(user)));
    },
    { refusals: [...REFUSALS, 409] },
  );

  registerEndpoint(
    app,
    endpoints.user,
    async (request, reply) => {
      refuseWhenManagedElsewhere();
      const user = await users.findById(request.params.auth0_user_id);
      if (!user) throw new NotFound(`No user ${request.params.auth0_user_id}.`);
      return versioned(reply, toManagedUser(user));
    },
    { refusals: [...REFUSALS, 404, 409] },
  );

  registerEndpoint(
    app,
    endpoints.updateUser,
    async (request, reply) => {
      refuseWhenManagedElsewhere();
      const { id, role, ...fields } = request.body;
      if (id === request.subject && (await users.findById(id))?.roleId !== role) {
        throw new Conflict(
          'own_role',
          'You cannot change your own role; ask another administrator to change it.',
        );
      }
      const user = await change(
        async () =>
          users.update(
            id,
            { ...fields, roleId: role },
            await audited(request),
            sameVersion(request),
          ),
        fields.email,
      );
      return versioned(reply, toManagedUser(user));
    },
    { refusals: [...REFUSALS, 404, 409] },
  );

  registerEndpoint(
    app,
    endpoints.deleteUser,
    async (request, reply) => {
      refuseWhenManagedElsewhere();
      const id = request.params.auth0_user_id;
      if (id === request.subject) {
        throw new Conflict(
          'own_account',
          'You cannot delete your own account; ask another administrator to delete it.',
        );
      }
      await change(async () => users.remove(id, await audited(request), sameVersion(request)));
      return reply.code(204).send(null);
    },
    { refusals: [...REFUSALS, 404, 409] },
  );
}
