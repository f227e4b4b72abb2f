import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../config';
import { answerError } from '../api/answerError';
import { NotServing } from '../api/refusals';
import { fastifyTrustProxy } from '../config/trustProxy';
import { healthRoutes } from '../health/healthRoutes';
import { followRequests, requestLogging } from '../requestLogs/requestLogging';
import type { ServerLifecycle } from './serverLifecycle';

/**
 * What answers while the database is being reached and prepared: the health calls (live 200,
 * ready and health 503 starting) and 503 starting for everything else, so that an orchestrator
 * sees the process alive and a proxy sends its users to another server.
 */
export async function createStartingServer(
  config: ServerConfig,
  options: { version: string; lifecycle: ServerLifecycle; serverFactory: FastifyServerFactory },
): Promise<FastifyInstance> {
  const app = Fastify({
    ...requestLogging(config),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    serverFactory: options.serverFactory,
  });
  followRequests(app);
  app.setErrorHandler(answerError);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  healthRoutes(app, { version: options.version, lifecycle: options.lifecycle, database: null });
  app.setNotFoundHandler(() => {
    throw new NotServing('starting');
  });
  await app.ready();
  return app;
}
