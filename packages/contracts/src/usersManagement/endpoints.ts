import * as z from 'zod';
import { defineEndpoints } from '../endpointDefinition';
import { staleRecordSchema, type RecordDescriptor } from '../records';
import { usersManagementCallParts } from './callParts';
import {
  createUserBodySchema,
  landingPageDestinationSchema,
  landingPageParamsSchema,
  landingPageSchema,
  managedUserSchema,
  updateUserBodySchema,
  USER_TOASTS,
  userParamsSchema,
  userRoleSchema,
} from './usersManagement';

/** A write on a user that changed since the caller read it. */
const staleUser = staleRecordSchema(managedUserSchema);

/** `usersManagementCallParts` with their schemas: what the server registers and checks. */
export const usersManagementEndpoints = defineEndpoints(usersManagementCallParts, {
  roles: { response: z.array(userRoleSchema) },
  landingPages: { response: z.array(landingPageSchema) },
  landingPage: { params: landingPageParamsSchema, response: landingPageDestinationSchema },
  users: { response: z.array(managedUserSchema) },
  user: { params: userParamsSchema, response: managedUserSchema },
  createUser: { body: createUserBodySchema, response: managedUserSchema },
  updateUser: {
    body: updateUserBodySchema,
    response: managedUserSchema,
    preconditionFailed: staleUser,
  },
  deleteUser: { params: userParamsSchema, preconditionFailed: staleUser },
});

/**
 * The users as a record of the admin pages. Unlike the system-management records, the user
 * being changed is named in the body (PUT `users`), not the path.
 */
export const usersRecord = {
  path: 'users-management/users',
  idKey: 'auth0_user_id',
  entity: 'user',
  noun: 'User',
  toasts: USER_TOASTS,
  // A user's row holds only what the user form edits, so its version covers all of it.
  versioned: Object.keys(managedUserSchema.shape),
  endpoints: {
    list: usersManagementEndpoints.users,
    read: usersManagementEndpoints.user,
    create: usersManagementEndpoints.createUser,
    update: usersManagementEndpoints.updateUser,
    remove: usersManagementEndpoints.deleteUser,
  },
} as const satisfies RecordDescriptor;
