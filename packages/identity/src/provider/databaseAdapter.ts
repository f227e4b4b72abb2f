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

/**
 * Deletes expired provider records (sessions, grants, codes, tokens, interactions), which reads
 * already ignore, so the table does not grow for ever; a record without an expiry stays. Deletes
 * in batches of `batchSize`, oldest expiry first, each its own short statement, and stops after
 * `maxBatches` so one call never holds the caller long (what is left goes next time). Rows
 * another server is deleting at that moment are skipped rather than waited for, so servers
 * sharing the database may run it at once. Answers how many records went.
 */
export async function purgeExpiredModels(
  pool: Pool,
  { batchSize = 1000, maxBatches = 20 }: { batchSize?: number; maxBatches?: number } = {},
): Promise<number> {
  let purged = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const { rowCount } = await pool.query(
      `DELETE FROM oidc_models WHERE (model, id) IN (
         SELECT model, id FROM oidc_models WHERE expires_at < now()
          ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED)`,
      [batchSize],
    );
    purged += rowCount ?? 0;
    if ((rowCount ?? 0) < batchSize) break;
  }
  return purged;
}
