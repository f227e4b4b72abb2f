import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Database } from '../../core/database/openDatabase';
import { basemapRoutes } from './basemap/basemapRoutes';
import { mapSymbolRoute } from './mapSymbols/mapSymbolRoute';
import { placesRoutes } from './places/placesRoutes';
import { publicMapRoutes } from './publicMap/publicMapRoutes';

/** The public map's calls: layers and sources, the basemap, place search and map symbols. */
export function register(
  app: FastifyInstance,
  deps: { config: ServerConfig; database: Database },
): void {
  const { config, database } = deps;
  publicMapRoutes(app, { database, benchPoints: config.benchPoints });
  basemapRoutes(app, config);
  placesRoutes(app, { database });
  mapSymbolRoute(app);
}
