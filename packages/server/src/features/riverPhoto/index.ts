import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { riverPhotoRoutes } from './riverPhotoRoutes';

/** The river cameras' latest photos. */
export function register(app: FastifyInstance, deps: { config: ServerConfig }): void {
  riverPhotoRoutes(app, { cameras: deps.config.riverCameras });
}
