import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@headgate/contracts';

/** `GET /api/health`: up, which build, and for how long. */
export function healthRoute(app: FastifyInstance, options: { version: string }) {
  const startedAt = Date.now();
  app.get('/api/health', async (): Promise<HealthResponse> => ({
    status: 'ok',
    version: options.version,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  }));
}
