import { hkdfSync, randomBytes } from 'node:crypto';
import type pg from 'pg';

/** The keys client events are checked and counted with. */
export interface ClientEventKeys {
  /** Signs the load tickets `/discovery.json` gives each page load. */
  tickets: Buffer;
  /** Keys the hash a reporting address is counted by, so no address is ever stored. */
  addresses: Buffer;
}

const SECRET_BYTES = 32;

async function storedSecret(pool: pg.Pool): Promise<string | undefined> {
  const { rows } = await pool.query<{ secret: string }>('SELECT secret FROM client_event_secret');
  return rows[0]?.secret;
}

async function readKeys(pool: pg.Pool): Promise<ClientEventKeys> {
  let secret = await storedSecret(pool);
  if (secret === undefined) {
    // Two servers starting on one empty database agree on whichever secret was written first.
    await pool.query(
      'INSERT INTO client_event_secret (secret) VALUES ($1) ON CONFLICT (only_row) DO NOTHING',
      [randomBytes(SECRET_BYTES).toString('base64url')],
    );
    secret = (await storedSecret(pool))!;
  }
  const derived = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'base64url'), '', purpose, SECRET_BYTES));
  return {
    tickets: derived('headgate load tickets'),
    addresses: derived('headgate reporting addresses'),
  };
}

/**
 * The keys, derived from the database's one secret, so that a ticket one server issues verifies
 * on any other and an address hashes alike on all. The first server to need them makes the
 * secret at random: there is no default to know, and nothing to configure. Read on first use
 * (the server starts while the database is away) and then kept; a failed read is tried again.
 */
export function clientEventKeys(pool: pg.Pool): () => Promise<ClientEventKeys> {
  let keys: Promise<ClientEventKeys> | null = null;
  return () => {
    keys ??= readKeys(pool).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
}
