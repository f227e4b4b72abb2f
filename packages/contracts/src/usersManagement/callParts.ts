import { defineCalls, type EndpointAccess } from '../endpointDefinition';
import { ADMIN_ROLES, SIGNED_IN_ROLES } from '../roles';

const BASE = '/api/users-management';
const tags = ['Users management'];
const admins: EndpointAccess = { anyOf: ADMIN_ROLES };

/**
 * Users management (spec §7 "Tables, users"): Administrators and Developers manage the users;
 * every signed-in user may read a landing page's path, which the browser asks for after sign-in.
 */
export const usersManagementCallParts = defineCalls({
  roles: {
    method: 'GET',
    path: `${BASE}/list-user-roles`,
    access: admins,
    tags,
    summary: 'The roles a user can be given',
  },
  landingPages: {
    method: 'GET',
    path: `${BASE}/list-user-landing-pages`,
    access: admins,
    tags,
    summary: 'The landing pages a user can be given',
  },
  landingPage: {
    method: 'GET',
    path: `${BASE}/list-user-landing-pages/:id`,
    access: { anyOf: SIGNED_IN_ROLES },
    tags,
    summary: 'The name and path of a landing page (where the browser goes after sign-in)',
  },
  users: {
    method: 'GET',
    path: `${BASE}/users`,
    access: admins,
    tags,
    summary: 'Every user, with role, landing page and facilities',
  },
  user: {
    method: 'GET',
    path: `${BASE}/users/:auth0_user_id`,
    etag: true,
    access: admins,
    tags,
    summary: 'One user, with role, landing page and facilities',
  },
  createUser: {
    method: 'POST',
    path: `${BASE}/users`,
    status: 201,
    etag: true,
    access: admins,
    tags,
    summary: 'Create a user who can sign in with this email and password',
  },
  updateUser: {
    method: 'PUT',
    path: `${BASE}/users`,
    etag: true,
    access: admins,
    tags,
    summary: "Change a user's details, role, landing page and facilities (not the password)",
  },
  deleteUser: {
    method: 'DELETE',
    path: `${BASE}/users/:auth0_user_id`,
    answer: 'none',
    status: 204,
    access: admins,
    tags,
    summary: 'Delete a user, their facility access and their sessions',
  },
});
