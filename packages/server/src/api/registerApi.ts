import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { enforceAccess } from './routeAccess';

/** Where the API's OpenAPI document and its docs page live. */
export const API_DOCS_PATH = '/api/docs';

/**
 * The API's common machinery: zod validation of every request from `@headgate/contracts`, the
 * OpenAPI document generated from the same schemas, and access enforcement. A route under
 * `/api` that does not declare its access refuses to register, so it cannot ship unnoticed.
 */
export async function registerApi(
  app: FastifyInstance,
  options: { version: string },
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Until sign-in lands (issue 4) every caller is anonymous.
  app.decorateRequest('roles', { getter: () => [] as const });
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith(API_DOCS_PATH);
    if (isApi && !route.config?.access) {
      throw new Error(
        `${route.method} ${route.url} does not declare who may call it (config.access).`,
      );
    }
  });
  app.addHook('preHandler', enforceAccess);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Headgate API',
        version: options.version,
        description: 'Water locations, time series and map data of the district.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH });
}
