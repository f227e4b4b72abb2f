import type pg from 'pg';

/** The facts a database keeps about itself (`database_settings`), by name. */
export const DATABASE_SETTING = {
  /** Present once the demo seed has loaded the database. */
  demo: 'demo-database',
  /** When a start last found no account with a demo password (ISO 8601). */
  demoPasswordsChecked: 'demo-passwords-checked-at',
} as const;

export type DatabaseSettingName = (typeof DATABASE_SETTING)[keyof typeof DATABASE_SETTING];

/** The setting's value, or null when the database holds none. */
export async function readDatabaseSetting(
  db: Pick<pg.Pool, 'query'>,
  name: DatabaseSettingName,
): Promise<string | null> {
  const { rows } = await db.query<{ value: string }>(
    'SELECT value FROM database_settings WHERE name = $1',
    [name],
  );
  return rows[0]?.value ?? null;
}

/** Sets the setting, replacing any value it had. */
export async function writeDatabaseSetting(
  db: Pick<pg.Pool, 'query'>,
  name: DatabaseSettingName,
  value: string,
): Promise<void> {
  await db.query(
    `INSERT INTO database_settings (name, value) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [name, value],
  );
}
