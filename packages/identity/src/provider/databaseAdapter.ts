import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Pool } from 'pg';

/**
 * oidc-provider's storage in the product's database, so sessions, grants and refresh tokens
 * survive a restart and are shared by every server process.
 */
export function databaseAdapter(pool: Pool) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await pool.query(
        `INSERT INTO oidc_models (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int > 0 THEN now() + $7::int * interval '1 second' END)
         ON CONFLICT (model, id) DO UPDATE
           SET payload = excluded.payload, grant_id = excluded.grant_id,
               user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          Math.max(0, Math.ceil(expiresIn ?? 0)),
        ],
      );
    }

    private async findWhere(column: 'id' | 'user_code' | 'uid', value: string) {
      const { rows } = await pool.query<{ payload: AdapterPayload; consumed: boolean }>(
        `SELECT payload, consumed_at IS NOT NULL AS consumed FROM oidc_models
          WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.model, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed ? { ...row.payload, consumed: true } : row.payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await pool.query('UPDATE oidc_models SET consumed_at = now() WHERE model = $1 AND id = $2', [
        this.model,
        id,
      ]);
    }

    async destroy(id: string): Promise<void> {
      await pool.query('DELETE FROM oidc_models WHERE model = $1 AND id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await pool.query('DELETE FROM oidc_models WHERE grant_id = $1', [grantId]);
    }
  };
}

/** Deletes expired provider records; run now and then, they are already ignored by reads. */
export async function purgeExpiredModels(pool: Pool): Promise<number> {
  const { rowCount } = await pool.query('DELETE FROM oidc_models WHERE expires_at < now()');
  return rowCount ?? 0;
}
