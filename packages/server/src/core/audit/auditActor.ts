import type { FastifyRequest } from 'fastify';
import type pg from 'pg';

/** Who made a write: the token's subject and, for the audit trail, a name a reader knows. */
export interface Actor {
  subject: string;
  name: string;
}

/** The caller of a write, named from the embedded directory when the user is there. */
export async function actorOf(pool: pg.Pool, request: FastifyRequest): Promise<Actor> {
  const subject = request.subject ?? 'unknown';
  const { rows } = await pool.query<{ name: string }>(
    'SELECT name FROM identity_users WHERE user_id = $1',
    [subject],
  );
  return { subject, name: rows[0]?.name ?? subject };
}
