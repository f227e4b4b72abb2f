import { ApiError } from '@headgate/api-client';
import { RIVER_PHOTO_MAX_TRIES, RIVER_PHOTO_MESSAGES } from '@headgate/contracts';

/** The camera did not answer (503, 504): asking again at once would not help (spec §4). */
export function isCameraSilent(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 503 || error.status === 504);
}

/**
 * Whether to ask for the image again after `failures` failed tries: never when the camera is
 * silent, otherwise until RIVER_PHOTO_MAX_TRIES tries in all.
 */
export function shouldRetryCamera(failures: number, error: unknown): boolean {
  return !isCameraSilent(error) && failures < RIVER_PHOTO_MAX_TRIES - 1;
}

/** The lines the error alert shows for a failed image (spec §4). */
export function cameraErrorLines(error: unknown): string[] {
  if (isCameraSilent(error)) return [RIVER_PHOTO_MESSAGES.noResponse];
  return [RIVER_PHOTO_MESSAGES.failed, RIVER_PHOTO_MESSAGES.contact];
}
