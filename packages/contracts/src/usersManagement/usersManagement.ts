import { z } from 'zod';
import { idParamSchema, idSchema, MAX_INTEGER } from '../ids';

/** Role id of the standard users' role (spec/dashboard.md §8). */
export const DEFAULT_ROLE_ID = 'rol_ynyDeeuE7JfPdOcM';

/** The landing page a user with the default role always gets, and the one hidden from them. */
export const DEFAULT_ROLE_LANDING_PAGE_NDX = 1;
export const LANDING_PAGE_HIDDEN_FOR_DEFAULT_ROLE = 2;

/** The minimum length of a new user's password (spec/dashboard.md §5). */
export const MIN_PASSWORD_LENGTH = 8;

/** The form messages of spec/dashboard.md §5, used by the server's validation too. */
export const USER_FORM_MESSAGES = {
  name: 'Requires Full-name',
  nickname: 'Requires Nickname',
  email: 'Requires Email',
  landingPage: 'Requires Landing Page',
  password: 'Requires Password',
  passwordLength: `Must be at least ${MIN_PASSWORD_LENGTH} characters`,
} as const;

export const userRoleSchema = z.object({
  auth0_role_id: z.string(),
  auth0_role_name: z.string(),
});
export type UserRole = z.infer<typeof userRoleSchema>;

export const landingPageSchema = z.object({
  landing_page_ndx: z.number().int(),
  landing_page_name: z.string(),
});
export type LandingPage = z.infer<typeof landingPageSchema>;

/** One landing page: its name, and the path the browser goes to after sign-in. */
export const landingPageDestinationSchema = z.object({
  landing_page_name: z.string(),
  landing_page_path: z.string(),
});
export type LandingPageDestination = z.infer<typeof landingPageDestinationSchema>;

/** A user as the users-management list shows it (spec/dashboard.md §3). */
export const managedUserSchema = z.object({
  auth0_user_id: z.string(),
  auth0_name: z.string(),
  auth0_nickname: z.string(),
  auth0_email: z.string(),
  assigned_role: z.string(),
  assigned_landing_page: z.number().int(),
  associated_facilities: z.array(z.number().int()),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** `list-user-landing-pages/{id}`: any integer; one no page has is simply unknown (404). */
export const landingPageParamsSchema = z.object({ id: idParamSchema });

/** `users/{auth0_user_id}` */
export const userParamsSchema = z.object({ auth0_user_id: z.string().min(1) });

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

const userFields = {
  email: z
    .string({ error: USER_FORM_MESSAGES.email })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: USER_FORM_MESSAGES.email })),
  name: requiredText(USER_FORM_MESSAGES.name),
  nickname: requiredText(USER_FORM_MESSAGES.nickname),
  role: z.string({ error: 'Requires Role' }).min(1, { error: 'Requires Role' }),
  landingPageNdx: z
    .number({ error: USER_FORM_MESSAGES.landingPage })
    .int()
    .positive({ error: USER_FORM_MESSAGES.landingPage })
    .max(MAX_INTEGER, { error: USER_FORM_MESSAGES.landingPage }),
  facilities: z.array(idSchema).max(1_000).default([]),
};

/** POST /api/users-management/users */
export const createUserBodySchema = z.object({
  ...userFields,
  password: z
    .string({ error: USER_FORM_MESSAGES.password })
    .min(1, { error: USER_FORM_MESSAGES.password })
    .min(MIN_PASSWORD_LENGTH, { error: USER_FORM_MESSAGES.passwordLength }),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/** PUT /api/users-management/users: the password is not editable here. */
export const updateUserBodySchema = z.strictObject({ id: z.string().min(1), ...userFields });
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** The users screen's toasts (spec §8). */
export const USER_TOASTS = {
  created: 'This user was successfully created',
  updated: 'This user was updated in the database',
  deleted: 'This user was deleted from the database',
  failed: 'Something went wrong',
} as const;
