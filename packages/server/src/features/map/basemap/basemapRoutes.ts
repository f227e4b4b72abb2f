import type { FastifyInstance } from 'fastify';
import { BASEMAP_LAYER_IDS, basemapEndpoints, type BasemapLayerId } from '@headgate/contracts';
import type { ServerConfig } from '../../../config';
import { NotFound } from '../../../core/api/refusals';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import { basemapLayers } from './basemapLayers';
import { basemapSettings } from './basemapSettings';
import { SHARED_FOR_A_DAY, sendPrecompressed } from '../../../core/api/precompressedJson';

/** The offline basemap's layers and the basemap and geocoder settings of the map. */
export function basemapRoutes(app: FastifyInstance, config: Pick<ServerConfig, 'mapProviders'>) {
  const layers = basemapLayers();
  const settings = basemapSettings(config.mapProviders);

  registerEndpoint(
    app,
    basemapEndpoints.layer,
    async (request, reply) => {
      const layer = layers.get(request.params.layer as BasemapLayerId);
      if (!layer) {
        throw new NotFound(
          `There is no basemap layer "${request.params.layer}"; the layers are ${BASEMAP_LAYER_IDS.join(', ')}.`,
        );
      }
      return sendPrecompressed(
        request,
        reply,
        await layer.encoded(),
        'application/geo+json',
        SHARED_FOR_A_DAY,
      );
    },
    { refusals: [404] },
  );

  registerEndpoint(app, basemapEndpoints.settings, async () => settings);
}
