import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_INTEGER, usersManagementEndpoints, type ManagedUser } from '@headgate/contracts';
import {
  UserDirectoryError,
  type IdentityUser,
  type UserDirectory,
  type UserDirectoryErrorCode,
  type UserWriteHook,
} from '@headgate/identity';
import type pg from 'pg';
import { registerEndpoint } from '../api/registerEndpoint';
import { actorOf } from '../audit/auditActor';
import { recordAudit } from '../audit/recordAudit';

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

/** PostgreSQL's unique_violation: two concurrent creations with one email, past the check. */
const UNIQUE_VIOLATION = '23505';
/** PostgreSQL's data exceptions (class 22): a value it cannot store, such as a NUL character. */
const DATA_EXCEPTION_CLASS = '22';

/** A directory user as the users-management list shows it (spec/dashboard.md §3). */
function toManagedUser(user: IdentityUser): ManagedUser {
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

/**
 * Runs a change of the directory; a refusal answers with its status and the directory's message,
 * a value the database refuses with 400 or 409, anything else is left to the server's error
 * handler. The directory works in a transaction, so a refused change writes nothing.
 */
async function change<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
  email?: string,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UserDirectoryError) {
      return reply
        .code(DIRECTORY_STATUS[error.code])
        .send({ error: error.code, message: error.message });
    }
    const code = (error as { code?: unknown }).code;
    if (email !== undefined && code === UNIQUE_VIOLATION) {
      return reply
        .code(409)
        .send({ error: 'email_taken', message: `A user with the email ${email} exists.` });
    }
    if (typeof code === 'string' && code.startsWith(DATA_EXCEPTION_CLASS)) {
      return reply.code(400).send({
        error: 'bad_request',
        message: 'A value cannot be stored (it may hold a NUL character or be out of range).',
      });
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

  /** Records a user write in the audit trail, as the users list shows the user. */
  const audited = async (request: FastifyRequest): Promise<UserWriteHook> => {
    const actor = await actorOf(pool, request);
    return (client, before, after) =>
      recordAudit(
        client,
        actor,
        'user',
        (after ?? before)!.id,
        before && toManagedUser(before),
        after && toManagedUser(after),
      );
  };

  /** Answers 409 when users live at an external provider; true when it did. */
  const managedElsewhere = (reply: FastifyReply): boolean => {
    if (externalIssuer === undefined) return false;
    void reply.code(409).send({
      error: 'managed_elsewhere',
      message: `Users are managed at the sign-in provider (${externalIssuer}), not here.`,
    });
    return true;
  };

  registerEndpoint(app, endpoints.roles, () => users.roles(), { refusals: REFUSALS });

  registerEndpoint(app, endpoints.landingPages, () => users.landingPages(), {
    refusals: REFUSALS,
  });

  registerEndpoint(
    app,
    endpoints.landingPage,
    async (request, reply) => {
      const { id } = request.params;
      const page = Math.abs(id) <= MAX_INTEGER ? await users.landingPage(id) : undefined;
      if (page === undefined) {
        return reply.code(404).send({ error: 'not_found', message: `No landing page ${id}.` });
      }
      return page;
    },
    { refusals: [...REFUSALS, 404] },
  );

  registerEndpoint(
    app,
    endpoints.users,
    async (_request, reply) => {
      if (managedElsewhere(reply)) return reply;
      return (await users.list()).map(toManagedUser);
    },
    { refusals: [...REFUSALS, 409] },
  );

  registerEndpoint(
    app,
    endpoints.createUser,
    async (request, reply) => {
      if (managedElsewhere(reply)) return reply;
      const { role, ...fields } = request.body;
      return change(
        reply,
        async () => {
          const user = await users.create({ ...fields, roleId: role }, await audited(request));
          return reply.code(201).send(toManagedUser(user));
        },
        fields.email,
      );
    },
    { refusals: [...REFUSALS, 409] },
  );

  registerEndpoint(
    app,
    endpoints.updateUser,
    async (request, reply) => {
      if (managedElsewhere(reply)) return reply;
      const { id, role, ...fields } = request.body;
      if (id === request.subject && (await users.findById(id))?.roleId !== role) {
        return reply.code(409).send({
          error: 'own_role',
          message: 'You cannot change your own role; ask another administrator to change it.',
        });
      }
      return change(
        reply,
        async () =>
          toManagedUser(
            await users.update(id, { ...fields, roleId: role }, await audited(request)),
          ),
        fields.email,
      );
    },
    { refusals: [...REFUSALS, 404, 409] },
  );

  registerEndpoint(
    app,
    endpoints.deleteUser,
    async (request, reply) => {
      if (managedElsewhere(reply)) return reply;
      const id = request.params.auth0_user_id;
      if (id === request.subject) {
        return reply.code(409).send({
          error: 'own_account',
          message: 'You cannot delete your own account; ask another administrator to delete it.',
        });
      }
      return change(reply, async () => {
        await users.remove(id, await audited(request));
        return reply.code(204).send(null);
      });
    },
    { refusals: [...REFUSALS, 404, 409] },
  );
}
