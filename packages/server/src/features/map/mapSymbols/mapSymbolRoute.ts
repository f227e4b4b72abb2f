import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { mapSymbolEndpoint } from '@headgate/contracts';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import { mapSymbolSvg } from './mapSymbolSvg';

/** `GET /api/icon/icon`: a map symbol as SVG; the same query always draws the same symbol. */
export function mapSymbolRoute(app: FastifyInstance) {
  registerEndpoint(
    app,
    mapSymbolEndpoint,
    async (request, reply) =>
      reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(mapSymbolSvg(request.query)),
    {
      refusals: [400],
      fileResponse: {
        200: { description: 'The symbol', content: { 'image/svg+xml': { schema: z.string() } } },
      },
    },
  );
}
