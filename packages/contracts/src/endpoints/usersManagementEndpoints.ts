import * as z from 'zod';
import { defineEndpoint, type EndpointAccess } from '../endpointDefinition';
import { staleRecordSchema, type RecordDescriptor } from '../records';
import { ADMIN_ROLES, SIGNED_IN_ROLES } from '../roles';
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
} from '../usersManagement';

const BASE = '/api/users-management';
const tags = ['Users management'];
const admins: EndpointAccess = { anyOf: ADMIN_ROLES };
/** A write on a user that changed since the caller read it (issue 25). */
const staleUser = staleRecordSchema(managedUserSchema);

/**
 * Users management (spec §7 "Tables, users"): Administrators and Developers manage the users;
 * every signed-in user may read a landing page's path, which the browser asks for after sign-in.
 */
export const usersManagementEndpoints = {
  roles: defineEndpoint({
    method: 'GET',
    path: `${BASE}/list-user-roles`,
    response: z.array(userRoleSchema),
    access: admins,
    tags,
    summary: 'The roles a user can be given',
  }),
  landingPages: defineEndpoint({
    method: 'GET',
    path: `${BASE}/list-user-landing-pages`,
    response: z.array(landingPageSchema),
    access: admins,
    tags,
    summary: 'The landing pages a user can be given',
  }),
  landingPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/list-user-landing-pages/:id`,
    params: landingPageParamsSchema,
    response: landingPageDestinationSchema,
    access: { anyOf: SIGNED_IN_ROLES },
    tags,
    summary: 'The name and path of a landing page (where the browser goes after sign-in)',
  }),
  users: defineEndpoint({
    method: 'GET',
    path: `${BASE}/users`,
    response: z.array(managedUserSchema),
    access: admins,
    tags,
    summary: 'Every user, with role, landing page and facilities',
  }),
  user: defineEndpoint({
    method: 'GET',
    path: `${BASE}/users/:auth0_user_id`,
    params: userParamsSchema,
    response: managedUserSchema,
    etag: true,
    access: admins,
    tags,
    summary: 'One user, with role, landing page and facilities',
  }),
  createUser: defineEndpoint({
    method: 'POST',
    path: `${BASE}/users`,
    body: createUserBodySchema,
    response: managedUserSchema,
    status: 201,
    etag: true,
    access: admins,
    tags,
    summary: 'Create a user who can sign in with this email and password',
  }),
  updateUser: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/users`,
    body: updateUserBodySchema,
    response: managedUserSchema,
    etag: true,
    preconditionFailed: staleUser,
    access: admins,
    tags,
    summary: "Change a user's details, role, landing page and facilities (not the password)",
  }),
  deleteUser: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/users/:auth0_user_id`,
    params: userParamsSchema,
    answer: 'none',
    status: 204,
    preconditionFailed: staleUser,
    access: admins,
    tags,
    summary: 'Delete a user, their facility access and their sessions',
  }),
};

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
