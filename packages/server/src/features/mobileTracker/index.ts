import type { FastifyInstance } from 'fastify';
import type { Database } from '../../core/database/openDatabase';
import { mobileTrackerRoutes } from './mobileTrackerRoutes';

/** The Mobile Tracker's readings and reports. */
export function register(app: FastifyInstance, deps: { database: Database }): void {
  mobileTrackerRoutes(app, { database: deps.database });
}
