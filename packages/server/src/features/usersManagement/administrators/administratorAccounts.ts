import os from 'node:os';
import type { Role } from '@headgate/contracts';
import { UserDirectoryError, type UserDirectory } from '@headgate/identity';
import type { Actor } from '../../../core/audit/auditActor';
import { recordAudit } from '../../../core/audit/recordAudit';
import { recordPasswordChange } from '../../../core/auth/passwordChanges';
import { toManagedUser } from '../users/usersManagementRoutes';

/** The role `headgate admin create` gives, and where its accounts land after signing in. */
const ADMINISTRATOR_ROLE: Role = 'Administrator';
const ADMINISTRATOR_LANDING_PAGE = 'Public Map';

/** What an account command did, in a line for the operator, or why it did nothing. */
export type AccountOutcome = { done: string } | { refused: string };

/**
 * Who the audit trail names for an account made from the command line: no one is signed in, so
 * the command and the host it ran on (the operator's shell history there says who).
 */
export function operatorCommand(): Actor {
  return { subject: 'headgate-admin-command', name: `headgate admin on ${os.hostname()}` };
}

const exists = (email: string): AccountOutcome => ({
  refused: `Refused: a user with the e-mail ${email} exists; to give it a new password: headgate admin reset-password --email ${email}`,
});

/**
 * Creates an Administrator of the embedded sign-in, who can then sign in and make every other
 * user on the Users screen. Refuses an e-mail a user has already.
 */
export async function createAdministrator(
  users: UserDirectory,
  account: { email: string; name: string; password: string },
): Promise<AccountOutcome> {
  if (await users.findByEmail(account.email)) return exists(account.email);
  const role = (await users.roles()).find((found) => found.auth0_role_name === ADMINISTRATOR_ROLE);
  const page = (await users.landingPages()).find(
    (found) => found.landing_page_name === ADMINISTRATOR_LANDING_PAGE,
  );
  if (!role || !page) {
    return { refused: 'Refused: the database lacks the Administrator role or its landing page.' };
  }
  try {
    await users.create(
      {
        email: account.email,
        name: account.name,
        nickname: account.email.split('@')[0]!,
        roleId: role.auth0_role_id,
        landingPageNdx: page.landing_page_ndx,
        facilities: [],
        password: account.password,
      },
      async (client, _before, after) => {
        await recordAudit(
          client,
          operatorCommand(),
          'user',
          after!.id,
          null,
          toManagedUser(after!),
        );
        await recordPasswordChange(client, operatorCommand(), after!, null);
      },
    );
  } catch (error) {
    // Someone made the same e-mail in the meantime (the directory checks it in its transaction).
    if (error instanceof UserDirectoryError && error.code === 'email_taken') {
      return exists(account.email);
    }
    throw error;
  }
  return { done: `Administrator ${account.email} created: sign in with this e-mail and password.` };
}

/**
 * Gives the user with this e-mail (any role) a new password, and ends their sessions and refresh
 * tokens; the sign-in events record it, with the command as who did it. Refuses an e-mail no
 * user has.
 */
export async function resetPassword(
  users: UserDirectory,
  account: { email: string; password: string },
): Promise<AccountOutcome> {
  const user = await users.findByEmail(account.email);
  if (!user) {
    return {
      refused: `Refused: no user has the e-mail ${account.email}; to make one: headgate admin create --email ${account.email}`,
    };
  }
  await users.setPassword(user.id, account.password, (client, _before, after) =>
    recordPasswordChange(client, operatorCommand(), after!, null),
  );
  return {
    done: `New password set for ${user.email} (${user.roleName}); their sessions and refresh tokens were ended.`,
  };
}
