import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createUserDirectory, passwordWeakness } from '@headgate/identity';
import { readConfigOrExit } from '../../../config';
import { inTransaction } from '../../../core/database/inTransaction';
import { migrate, migrationsDir } from '../../../core/database/migrate';
import { openDatabase, type Database } from '../../../core/database/openDatabase';
import { INSTALL_ROOT } from '../../../installRoot';
import { createAdministrator, resetPassword, type AccountOutcome } from './administratorAccounts';
import { demoPasswords } from './demoPasswords';
import { readNewPassword, type PasswordSource } from './passwordInput';

const USAGE =
  'Usage: headgate admin create --email E [--name N] | headgate admin reset-password --email E ' +
  '(the password: the first line of standard input, or asked twice on a terminal)';

const ACTIONS = ['create', 'reset-password'] as const;
type Action = (typeof ACTIONS)[number];

interface AdminRequest {
  action: Action;
  email: string;
  name: string | undefined;
}

/** The action and account of the arguments, or what is wrong with them. */
function requestOf(args: string[]): AdminRequest | { wrong: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { email: { type: 'string' }, name: { type: 'string' } },
    });
  } catch (error) {
    return { wrong: (error as Error).message };
  }
  const [action, ...extra] = parsed.positionals;
  const { email, name } = parsed.values;
  if (!ACTIONS.includes(action as Action) || extra.length > 0) {
    return { wrong: `"${parsed.positionals.join(' ')}" is not create or reset-password.` };
  }
  if (email === undefined) return { wrong: '--email is missing.' };
  if (!z.email().safeParse(email.trim()).success) return { wrong: `"${email}" is not an e-mail.` };
  if (action === 'reset-password' && name !== undefined) {
    return { wrong: '--name is for create only.' };
  }
  return { action: action as Action, email: email.trim().toLowerCase(), name: name?.trim() };
}

/**
 * `headgate admin create --email E [--name N]` makes an Administrator of the embedded sign-in
 * (the first one of a new database, say); `headgate admin reset-password --email E` gives any
 * user a new password. The password is read from standard input or asked for, and a weak one is
 * refused with the reason before the database is touched. Pending migrations are applied first,
 * so both work on a new database. Resolves to the exit code: 0 done, 1 refused or failed, 2 bad
 * arguments. `source` is for tests; it is the process's standard input and error otherwise.
 */
export async function runAdminCommand(
  args: string[],
  source: PasswordSource = { input: process.stdin, output: process.stderr },
): Promise<number> {
  const request = requestOf(args);
  if ('wrong' in request) {
    console.error(`${request.wrong} ${USAGE}`);
    return 2;
  }
  const config = readConfigOrExit(process.env, INSTALL_ROOT);
  if (!config.embeddedIdentity) {
    console.error(
      `Refused: users live at the external sign-in provider (OIDC_ISSUER=${config.oidcIssuer}); manage them there.`,
    );
    return 1;
  }
  const read = await readNewPassword(source);
  if ('refused' in read) {
    console.error(`Refused: ${read.refused}. Nothing was changed.`);
    return 1;
  }
  const weakness = passwordWeakness(read.password, {
    email: request.email,
    demoPasswords: demoPasswords(config),
  });
  if (weakness) {
    console.error(`Refused: the password ${weakness}. Nothing was changed.`);
    return 1;
  }
  let database: Database | undefined;
  try {
    database = await openDatabase(config);
    await migrate(database.pool, migrationsDir(config.rootDir));
    const users = createUserDirectory(database.pool, inTransaction);
    const outcome: AccountOutcome =
      request.action === 'create'
        ? await createAdministrator(users, {
            email: request.email,
            name: request.name || request.email.split('@')[0]!,
            password: read.password,
          })
        : await resetPassword(users, { email: request.email, password: read.password });
    if ('refused' in outcome) {
      console.error(outcome.refused);
      return 1;
    }
    process.stdout.write(`${outcome.done}\n`);
    return 0;
  } catch (error) {
    console.error(
      `headgate admin ${request.action} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    await database?.close();
  }
}
