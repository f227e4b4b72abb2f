import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import {
  DEFAULT_ROLE_ID,
  DEFAULT_ROLE_LANDING_PAGE_NDX,
  type LandingPage,
  type LandingPageDestination,
  type UserRole,
} from '@headgate/contracts';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './passwordHash';

/** A user of the embedded provider, as the provider and the users API see them. */
export interface IdentityUser {
  id: string;
  email: string;
  name: string;
  nickname: string;
  roleId: string;
  roleName: string;
  landingPageNdx: number;
  /** Facilities whose `authorized_users` name this user. */
  facilities: number[];
}

/** What an administrator sets on a user; the password only on creation. */
export interface UserFields {
  email: string;
  name: string;
  nickname: string;
  roleId: string;
  landingPageNdx: number;
  facilities: readonly number[];
}

export type UserDirectoryErrorCode =
  'email_taken' | 'unknown_role' | 'unknown_landing_page' | 'unknown_facility' | 'not_found';

/** A change the directory refused, with a message an administrator can act on. */
export class UserDirectoryError extends Error {
  constructor(
    readonly code: UserDirectoryErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'UserDirectoryError';
  }
}

const SELECT_USERS = `
  SELECT u.user_id, u.email, u.name, u.nickname, u.role_id, r.role_name, u.landing_page_ndx,
         coalesce(array_agg(f.facility_ndx ORDER BY f.facility_ndx)
                  FILTER (WHERE f.facility_ndx IS NOT NULL), '{}') AS facilities
    FROM identity_users u
    JOIN identity_roles r USING (role_id)
    LEFT JOIN facilities f ON u.user_id = ANY (f.authorized_users)`;

interface UserRow {
  user_id: string;
  email: string;
  name: string;
  nickname: string;
  role_id: string;
  role_name: string;
  landing_page_ndx: number;
  facilities: number[];
}

/**
 * Called inside a write's transaction with the user before (null when created) and after (null
 * when deleted), so a caller can record the write in the same transaction (the audit trail).
 */
export type UserWriteHook = (
  client: PoolClient,
  before: IdentityUser | null,
  after: IdentityUser | null,
) => Promise<void>;

/**
 * Called inside an update's or a deletion's transaction with the user as stored, locked and
 * before anything is written; it throws to refuse the write (a caller's stale version).
 */
export type UserPrecondition = (client: PoolClient, before: IdentityUser) => Promise<void>;

function toUser(row: UserRow): IdentityUser {
  return {
    id: row.user_id,
    email: row.email,
    name: row.name,
    nickname: row.nickname,
    roleId: row.role_id,
    roleName: row.role_name,
    landingPageNdx: row.landing_page_ndx,
    facilities: row.facilities,
  };
}

/**
 * Runs `work` in one transaction on one connection of `pool`: all of it is written, or none. The
 * host that owns the database provides it (the server's `database/inTransaction`), so identity
 * keeps no transaction code of its own and does not depend on the server, which depends on it.
 */
export type InTransaction = <T>(pool: Pool, work: (client: PoolClient) => Promise<T>) => Promise<T>;

/**
 * The embedded provider's users, in the product's database. One role per user; a user with the
 * default role always lands on the public map (spec/dashboard.md §4). Writes run through
 * `inTransaction`, so a refused change writes nothing. `options.verifyPassword` checks
 * passwords instead of scrypt (tests count its calls).
 */
export function createUserDirectory(
  pool: Pool,
  inTransaction: InTransaction,
  options: { verifyPassword?: typeof verifyPassword } = {},
) {
  const checkPassword = options.verifyPassword ?? verifyPassword;

  async function findOne(
    where: string,
    value: string,
    db: Pick<Pool, 'query'> = pool,
  ): Promise<IdentityUser | undefined> {
    const { rows } = await db.query<UserRow>(
      `${SELECT_USERS} WHERE ${where} GROUP BY u.user_id, r.role_name`,
      [value],
    );
    return rows[0] && toUser(rows[0]);
  }

  async function checkFields(client: PoolClient, fields: UserFields, userId: string | null) {
    const clash = await client.query(
      'SELECT 1 FROM identity_users WHERE lower(email) = lower($1) AND user_id IS DISTINCT FROM $2',
      [fields.email, userId],
    );
    if (clash.rowCount) {
      throw new UserDirectoryError('email_taken', `A user with the email ${fields.email} exists.`);
    }
    const role = await client.query('SELECT 1 FROM identity_roles WHERE role_id = $1', [
      fields.roleId,
    ]);
    if (!role.rowCount) throw new UserDirectoryError('unknown_role', `No role ${fields.roleId}.`);
    const page = await client.query(
      'SELECT 1 FROM landing_pages WHERE landing_page_ndx = $1::bigint',
      [fields.landingPageNdx],
    );
    if (!page.rowCount) {
      throw new UserDirectoryError(
        'unknown_landing_page',
        `No landing page ${fields.landingPageNdx}.`,
      );
    }
    const known = await client.query<{ facility_ndx: number }>(
      'SELECT facility_ndx FROM facilities WHERE facility_ndx = ANY ($1::bigint[])',
      [fields.facilities],
    );
    const missing = fields.facilities.filter(
      (ndx) => !known.rows.some((row) => row.facility_ndx === ndx),
    );
    if (missing.length) {
      throw new UserDirectoryError('unknown_facility', `No facility ${missing.join(', ')}.`);
    }
  }

  async function assignFacilities(
    client: PoolClient,
    userId: string,
    facilities: readonly number[],
  ) {
    await client.query(
      `UPDATE facilities SET authorized_users = array_remove(authorized_users, $1)
        WHERE $1 = ANY (authorized_users) AND NOT facility_ndx = ANY ($2::int[])`,
      [userId, facilities],
    );
    await client.query(
      `UPDATE facilities SET authorized_users = array_append(authorized_users, $1)
        WHERE facility_ndx = ANY ($2::int[]) AND NOT $1 = ANY (authorized_users)`,
      [userId, facilities],
    );
  }

  const landingPageOf = (fields: UserFields) =>
    fields.roleId === DEFAULT_ROLE_ID ? DEFAULT_ROLE_LANDING_PAGE_NDX : fields.landingPageNdx;

  return {
    findById: (id: string) => findOne('u.user_id = $1', id),

    /** The user with this e-mail, in any case. */
    findByEmail: (email: string) => findOne('lower(u.email) = lower($1)', email.trim()),

    /**
     * The user with these credentials, or undefined; never says which of the two was wrong, not
     * even by answering sooner: an unknown email has its password checked too, against a hash
     * of the same cost.
     */
    async verifyCredentials(email: string, password: string): Promise<IdentityUser | undefined> {
      const { rows } = await pool.query<{ user_id: string; password_hash: string }>(
        'SELECT user_id, password_hash FROM identity_users WHERE lower(email) = lower($1)',
        [email.trim()],
      );
      const row = rows[0];
      const matches = await checkPassword(password, row?.password_hash ?? UNKNOWN_USER_HASH);
      if (!row || !matches) return undefined;
      return findOne('u.user_id = $1', row.user_id);
    },

    async list(): Promise<IdentityUser[]> {
      const { rows } = await pool.query<UserRow>(
        `${SELECT_USERS} GROUP BY u.user_id, r.role_name ORDER BY lower(u.name), u.user_id`,
      );
      return rows.map(toUser);
    },

    async create(
      fields: UserFields & { password: string; id?: string },
      onWrite?: UserWriteHook,
    ): Promise<IdentityUser> {
      const id = fields.id ?? `headgate|${randomUUID()}`;
      const passwordHash = await hashPassword(fields.password);
      await inTransaction(pool, async (client) => {
        await checkFields(client, fields, null);
        await client.query(
          `INSERT INTO identity_users
             (user_id, email, name, nickname, password_hash, role_id, landing_page_ndx)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            fields.email,
            fields.name,
            fields.nickname,
            passwordHash,
            fields.roleId,
            landingPageOf(fields),
          ],
        );
        await assignFacilities(client, id, fields.facilities);
        await onWrite?.(client, null, (await findOne('u.user_id = $1', id, client))!);
      });
      return (await findOne('u.user_id = $1', id))!;
    },

    async update(
      id: string,
      fields: UserFields,
      onWrite?: UserWriteHook,
      precondition?: UserPrecondition,
    ): Promise<IdentityUser> {
      await inTransaction(pool, async (client) => {
        const existing = await client.query(
          'SELECT 1 FROM identity_users WHERE user_id = $1 FOR UPDATE',
          [id],
        );
        if (!existing.rowCount) throw new UserDirectoryError('not_found', `No user ${id}.`);
        const before = (await findOne('u.user_id = $1', id, client))!;
        await precondition?.(client, before);
        await checkFields(client, fields, id);
        await client.query(
          `UPDATE identity_users
              SET email = $2, name = $3, nickname = $4, role_id = $5, landing_page_ndx = $6,
                  updated_at = now()
            WHERE user_id = $1`,
          [id, fields.email, fields.name, fields.nickname, fields.roleId, landingPageOf(fields)],
        );
        await assignFacilities(client, id, fields.facilities);
        await onWrite?.(client, before, (await findOne('u.user_id = $1', id, client))!);
      });
      return (await findOne('u.user_id = $1', id))!;
    },

    /**
     * Gives the user a new password and ends every session, grant and refresh token they hold,
     * so the old password's sessions sign no one in any more. Access tokens already issued are
     * JWTs, not stored: they run out on their own (10 minutes). `onWrite` is called in the same
     * transaction with the user (before and after alike: a password is not one of their fields).
     */
    async setPassword(id: string, password: string, onWrite?: UserWriteHook): Promise<void> {
      const passwordHash = await hashPassword(password);
      await inTransaction(pool, async (client) => {
        const updated = await client.query(
          'UPDATE identity_users SET password_hash = $2, updated_at = now() WHERE user_id = $1',
          [id, passwordHash],
        );
        if (!updated.rowCount) throw new UserDirectoryError('not_found', `No user ${id}.`);
        await client.query(`DELETE FROM oidc_models WHERE payload->>'accountId' = $1`, [id]);
        const user = (await findOne('u.user_id = $1', id, client))!;
        await onWrite?.(client, user, user);
      });
    },

    /**
     * The e-mails of the users whose password is one of `passwords`, among those created or
     * changed since `changedSince` (every user when null). Each check is a whole scrypt run,
     * taking turns with sign-ins' (at most CONCURRENT_PASSWORD_HASHES at once), so a long list
     * of users costs time, never the thread pool.
     */
    async withPasswordAmong(
      passwords: readonly string[],
      changedSince: Date | null,
    ): Promise<string[]> {
      const { rows } = await pool.query<{ email: string; password_hash: string }>(
        `SELECT email, password_hash FROM identity_users
          WHERE $1::timestamptz IS NULL OR updated_at >= $1 ORDER BY lower(email)`,
        [changedSince],
      );
      const found = await Promise.all(
        rows.map(async (row) => {
          for (const password of passwords) {
            if (await checkPassword(password, row.password_hash)) return row.email;
          }
          return null;
        }),
      );
      return found.filter((email) => email !== null);
    },

    /** Deletes the user, their facility access and every session, grant and token they hold. */
    async remove(
      id: string,
      onWrite?: UserWriteHook,
      precondition?: UserPrecondition,
    ): Promise<void> {
      await inTransaction(pool, async (client) => {
        // Locked before it is read, as in an update, so the precondition sees the latest write.
        await client.query('SELECT 1 FROM identity_users WHERE user_id = $1 FOR UPDATE', [id]);
        const before = await findOne('u.user_id = $1', id, client);
        if (before) await precondition?.(client, before);
        const deleted = await client.query('DELETE FROM identity_users WHERE user_id = $1', [id]);
        if (!deleted.rowCount) throw new UserDirectoryError('not_found', `No user ${id}.`);
        await assignFacilities(client, id, []);
        await client.query(`DELETE FROM oidc_models WHERE payload->>'accountId' = $1`, [id]);
        await onWrite?.(client, before ?? null, null);
      });
    },

    async roles(): Promise<UserRole[]> {
      const { rows } = await pool.query<UserRole>(
        `SELECT role_id AS auth0_role_id, role_name AS auth0_role_name
           FROM identity_roles ORDER BY role_name`,
      );
      return rows;
    },

    async landingPages(): Promise<LandingPage[]> {
      const { rows } = await pool.query<LandingPage>(
        'SELECT landing_page_ndx, landing_page_name FROM landing_pages ORDER BY landing_page_ndx',
      );
      return rows;
    },

    async landingPage(ndx: number): Promise<LandingPageDestination | undefined> {
      const { rows } = await pool.query<LandingPageDestination>(
        `SELECT landing_page_name, landing_page_path FROM landing_pages
          WHERE landing_page_ndx = $1`,
        [ndx],
      );
      return rows[0];
    },
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
