import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  BASEMAP_LAYER_IDS,
  BASEMAP_SETTINGS_PATH,
  basemapLayerParamsSchema,
  basemapSettingsSchema,
  featureCollectionSchema,
  type BasemapLayerId,
} from '@headgate/contracts';
import type { ServerConfig } from '../config';
import { basemapLayers } from './basemapLayers';
import { basemapSettings } from './basemapSettings';
import { SHARED_FOR_A_DAY, sendPrecompressed } from '../api/precompressedJson';

const tags = ['Public map'];

/** The offline basemap's layers and the basemap and geocoder settings of the map. */
export function basemapRoutes(app: FastifyInstance, config: Pick<ServerConfig, 'mapProviders'>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const layers = basemapLayers();
  const settings = basemapSettings(config.mapProviders);

  api.get(
    '/api/public-map/basemap/:layer',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: `One layer of the offline basemap (${BASEMAP_LAYER_IDS.join(', ')})`,
        params: basemapLayerParamsSchema,
        response: { 200: featureCollectionSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const layer = layers.get(request.params.layer as BasemapLayerId);
      if (!layer) {
        return reply.code(404).send({
          error: 'not_found',
          message: `There is no basemap layer "${request.params.layer}"; the layers are ${BASEMAP_LAYER_IDS.join(', ')}.`,
        });
      }
      return sendPrecompressed(
        request,
        reply,
        layer.encoded,
        'application/geo+json',
        SHARED_FOR_A_DAY,
      );
    },
  );

  api.get(
    BASEMAP_SETTINGS_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Basemaps the map can draw, and the geocoder it may call',
        response: { 200: basemapSettingsSchema },
      },
    },
    async () => settings,
  );
}
