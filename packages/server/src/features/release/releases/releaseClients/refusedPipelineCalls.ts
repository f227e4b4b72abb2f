import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { recordPipelineEvent } from '../../../../core/audit/pipelineAudit';

/** The message of an API refusal's body (`{ error, message }`), or its status when it has none. */
function messageOf(payload: unknown, status: number): string {
  if (typeof payload === 'string') {
    try {
      const { message } = JSON.parse(payload) as { message?: unknown };
      if (typeof message === 'string') return message;
    } catch {
      // Not the API's JSON: the status says what there is to say.
    }
  }
  return `answered ${status}`;
}

/**
 * Records in the audit trail every call of a release pipeline client that the server refused
 * (4xx: out of its scope, a list the release API cannot serve, a route other than the release
 * API), before the answer leaves. The refusal stands when the trail cannot be written: that is
 * logged, and the caller still learns why it was refused.
 */
export function auditRefusedPipelineCalls(app: FastifyInstance, pool: pg.Pool): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const clientId = request.releaseClient;
    if (clientId === undefined || reply.statusCode < 400 || reply.statusCode >= 500) return payload;
    await recordPipelineEvent(pool, clientId, {
      event: 'release call refused',
      call: `${request.method} ${request.url}`,
      status: reply.statusCode,
      reason: messageOf(payload, reply.statusCode),
    }).catch((error: unknown) => {
      request.log.error({ err: error, clientId }, 'A refused pipeline call was not audited.');
    });
    return payload;
  });
}
