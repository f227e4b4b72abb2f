import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import { RIVER_PHOTO_MESSAGES, riverPhotoEndpoint } from '@headgate/contracts';
import { DependencyFailed, NotFound } from '../../core/api/refusals';
import { registerEndpoint } from '../../core/api/registerEndpoint';
import type { RiverCameraSettings } from './cameraSettings';
import { CameraAnswerError, CameraUnavailableError, fetchCameraImage } from './cameraImage';
import { simulatedCameraImage } from './cameraSimulator';

const CAMERA_IMAGE = {
  200: {
    description: "The camera's image",
    content: { 'image/*': { schema: z.string() } },
  },
};

/** Sends an image as it is, outside the JSON answers' typing. */
function sendImage(reply: FastifyReply, contentType: string, image: Buffer | Readable) {
  return reply.type(contentType).send(image);
}

/**
 * The camera photo pages' image (spec/dashboard.md §2, §4, §7): the browser names a camera by
 * its id and gets its current image, never cached. A configured camera is fetched here, its URL
 * and credentials never leaving the server; without configuration a simulator draws the image.
 * A mask name is drawn by the simulator; a real camera's image is passed on untouched.
 */
export function riverPhotoRoutes(
  app: FastifyInstance,
  { cameras }: { cameras: RiverCameraSettings },
) {
  registerEndpoint(
    app,
    riverPhotoEndpoint,
    async (request, reply) => {
      const { camera, maskFileName } = request.body;
      reply.header('cache-control', 'no-store');
      if (!cameras.sources) {
        const image = await simulatedCameraImage(camera, new Date(), maskFileName);
        return sendImage(reply, 'image/jpeg', image);
      }
      const url = cameras.sources[camera];
      if (!url) {
        throw new NotFound(`Camera ${camera} is not configured.`);
      }
      try {
        const image = await fetchCameraImage(url, cameras.timeoutMs);
        return sendImage(reply, image.contentType, image.body);
      } catch (error) {
        if (error instanceof CameraUnavailableError) {
          throw new DependencyFailed(504, 'camera_unavailable', RIVER_PHOTO_MESSAGES.noResponse);
        }
        if (error instanceof CameraAnswerError) {
          request.log.warn({ camera, reason: error.message }, 'river camera answered no image');
          throw new DependencyFailed(502, 'camera_error', error.message);
        }
        throw error;
      }
    },
    { refusals: [400, 401, 403, 404, 502, 504], fileResponse: CAMERA_IMAGE },
  );
}
