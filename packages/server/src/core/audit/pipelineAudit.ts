import type pg from 'pg';
import type { Actor } from './auditActor';
import { recordAudit } from './recordAudit';
import { inTransaction } from '../database/inTransaction';
import { recordSignInEvent } from './signInAudit';

/** What happened to a pipeline client, as its audit entry says it. */
export type PipelineEvent =
  | { event: 'token granted'; address: string }
  | { event: 'token refused'; address: string; status: number; reason: string }
  | { event: 'release call refused'; call: string; status: number; reason: string };

/**
 * The longest client id the trail keeps: a refused token request names whatever id its caller
 * sent, and the audit API looks ids up to this length.
 */
const MAX_ID_CHARACTERS = 200;

/**
 * Records one event of pipeline client `clientId` in the audit trail (entity `release-client`,
 * id the client; `GET /api/audit?entity=release-client&id=…` lists them). Each event is an entry
 * of its own, with nothing before it, so the trail's action reads `create`. A refused token
 * request has proved no identity: its actor is the id claimed, marked so. A token granted or
 * refused is also a sign-in event, in the same transaction: the client's history is kept for
 * good, the sign-in events (with everyone's, for Administrators) for AUDIT_SIGNIN_DAYS.
 */
export async function recordPipelineEvent(
  pool: pg.Pool,
  clientId: string,
  event: PipelineEvent,
): Promise<void> {
  const id = clientId.slice(0, MAX_ID_CHARACTERS);
  const actor: Actor = {
    subject: id,
    name: event.event === 'token refused' ? `${id} (not authenticated)` : id,
  };
  await inTransaction(pool, async (client) => {
    await recordAudit(client, actor, 'release-client', id, null, event);
    if (event.event === 'release call refused') return;
    await recordSignInEvent(client, {
      outcome: event.event === 'token granted' ? 'token-granted' : 'token-refused',
      actor,
      email: id,
      subject: id,
      name: null,
      address: event.address,
      ...(event.event === 'token refused' && { reason: event.reason }),
    });
  });
}
