import type { FastifyInstance } from 'fastify';

/**
 * Lets any site and notebook read `/ogc` (the data is meant to be reused): every answer allows
 * any origin, and a preflight (a GET with a bearer token from another site) is answered here.
 * Helmet's same-origin resource policy is lifted for these answers only.
 */
export function openAccess(ogc: FastifyInstance): void {
  ogc.addHook('onRequest', async (_request, reply) => {
    reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Expose-Headers', 'ETag, Content-Crs')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  ogc.options('/*', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .code(204)
      .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
      .header('Access-Control-Allow-Headers', 'Authorization, Accept, If-None-Match')
      .header('Access-Control-Max-Age', '86400')
      .send(),
  );
}
