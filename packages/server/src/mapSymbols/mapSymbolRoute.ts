import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mapSymbolQuerySchema } from '@headgate/contracts';
import { mapSymbolSvg } from './mapSymbolSvg';

/** `GET /api/icon/icon`: a map symbol as SVG; the same query always draws the same symbol. */
export function mapSymbolRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/icon/icon',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Public map'],
        summary: 'Map symbol as SVG',
        querystring: mapSymbolQuerySchema,
      },
    },
    async (request, reply) => {
      reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400');
      return mapSymbolSvg(request.query);
    },
  );
}
