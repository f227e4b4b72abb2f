import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@headgate/contracts';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AccessTokenVerifier } from '../auth/accessTokenVerifier';
import { authenticate } from '../auth/authenticate';
import { openApiTransform } from './openApiTransform';
import { enforceAccess, type RouteAccess } from './routeAccess';

/** One route of the API with the access it declared. */
export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The contracts endpoint it was registered from. */
  endpoint: Endpoint;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `/api` route with its declared access, for the docs and the role-matrix test. */
    apiRoutes: ApiRoute[];
  }
}

/** Where the API's OpenAPI document and its docs page live. */
export const API_DOCS_PATH = '/api/docs';

/**
 * The routes of the docs page (@fastify/swagger-ui under `API_DOCS_PATH`): the one part of `/api`
 * not registered from contracts endpoints. Listed exactly, as a prefix would let `/api/docsx`
 * or any route under `/api/docs/` skip the check too; a route a new version of the page adds
 * refuses the start until it is listed here.
 */
const API_DOCS_ROUTES = new Set(
  [
    '',
    '/',
    '/json',
    '/yaml',
    '/static/index.html',
    '/static/swagger-initializer.js',
    '/static/*',
  ].map((path) => `${API_DOCS_PATH}${path}`),
);

/**
 * The API's common machinery: zod validation of every request from `@headgate/contracts`, the
 * OpenAPI document generated from the same schemas, the caller's roles from a bearer token, and
 * access enforcement. A route under `/api` that is not registered from a contracts endpoint (and
 * so declares no access) refuses to register, so it cannot ship unnoticed.
 */
export async function registerApi(
  app: FastifyInstance,
  options: { version: string; verifyAccessToken: AccessTokenVerifier },
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('roles');
  app.decorateRequest('subject');
  app.decorateRequest('releasePipeline', false);
  app.addHook('onRequest', authenticate(options.verifyAccessToken));
  // Before the body is parsed or validated: a caller who may not call a route learns nothing more.
  app.addHook('onRequest', enforceAccess);
  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !API_DOCS_ROUTES.has(route.url);
    if (!isApi) return;
    // The endpoint carries the access rule: a route that is not one would drift from the client.
    const endpoint = route.config?.endpoint;
    const access = endpoint?.access;
    if (!endpoint || !access) {
      throw new Error(
        `${route.method} ${route.url} is not registered from a contracts endpoint (registerEndpoint).`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access, endpoint });
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Headgate API',
        version: options.version,
        description: 'Water locations, time series and map data of the district.',
      },
    },
    transform: openApiTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH });
}
