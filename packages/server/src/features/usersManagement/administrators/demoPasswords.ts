import { createUserDirectory, DEFAULT_DEMO_PASSWORD } from '@headgate/identity';
import type { ServerConfig } from '../../../config';
import {
  DATABASE_SETTING,
  readDatabaseSetting,
  writeDatabaseSetting,
} from '../../../core/database/databaseSettings';
import { inTransaction } from '../../../core/database/inTransaction';
import type { Database } from '../../../core/database/openDatabase';

/** Passwords anyone can read in the docs or the environment: the default and `DEMO_PASSWORD`. */
export function demoPasswords(config: Pick<ServerConfig, 'demoPassword'>): string[] {
  return [...new Set([DEFAULT_DEMO_PASSWORD, config.demoPassword])];
}

/**
 * Refuses the start (throws, naming the accounts) of a server on an https `PUBLIC_URL`, a site
 * users reach, while an account of its embedded sign-in has a demo password. Only the accounts
 * created or changed since the last start that found none are checked: each check is a whole
 * scrypt run, slow by design, so a restart costs one query, however many users.
 */
export async function refuseDemoPasswords(db: Database, config: ServerConfig): Promise<void> {
  if (!config.embeddedIdentity || new URL(config.publicUrl).protocol !== 'https:') return;
  const checked = await readDatabaseSetting(db.pool, DATABASE_SETTING.demoPasswordsChecked);
  // The database's clock, as `updated_at`'s: a change made while this check runs is after it.
  const { rows } = await db.pool.query<{ now: Date }>('SELECT now() AS now');
  const users = createUserDirectory(db.pool, inTransaction);
  const emails = await users.withPasswordAmong(
    demoPasswords(config),
    checked === null ? null : new Date(checked),
  );
  if (emails.length > 0) {
    throw new Error(
      `${emails.length === 1 ? 'an account still has' : `${emails.length} accounts still have`} a demo password (${emails.join(', ')}), ` +
        `which a server on https (${config.publicUrl}) does not start with: give each its own ` +
        'password with `headgate admin reset-password --email <e-mail>`, then start again.',
    );
  }
  await writeDatabaseSetting(
    db.pool,
    DATABASE_SETTING.demoPasswordsChecked,
    rows[0]!.now.toISOString(),
  );
}
