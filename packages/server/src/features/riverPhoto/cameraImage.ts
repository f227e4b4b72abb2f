import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** A camera's image on its way through: its content type and its bytes as they arrive. */
export interface CameraImage {
  contentType: string;
  body: Readable;
}

/** The camera did not answer in time, or could not be reached at all. */
export class CameraUnavailableError extends Error {}

/** The camera answered, but not with an image (an error status or another content type). */
export class CameraAnswerError extends Error {}

/**
 * A request for `url` that `fetch` accepts: credentials written in the URL (`user:pass@host`),
 * which `fetch` refuses, move into a Basic `Authorization` header.
 */
function cameraRequest(url: string): { url: string; headers: Record<string, string> } {
  const parsed = new URL(url);
  if (!parsed.username && !parsed.password) return { url, headers: {} };
  const credentials = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`;
  parsed.username = '';
  parsed.password = '';
  return {
    url: parsed.toString(),
    headers: { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` },
  };
}

/**
 * Asks a camera for its current image, giving up after `timeoutMs` (the whole transfer), and
 * hands the image on as a stream. Throws `CameraUnavailableError` on a timeout or an unreachable
 * camera, `CameraAnswerError` when it answers without an image. The URL (and its credentials)
 * never appears in an error message.
 */
export async function fetchCameraImage(url: string, timeoutMs: number): Promise<CameraImage> {
  const request = cameraRequest(url);
  let response: Response;
  try {
    response = await fetch(request.url, {
      headers: { accept: 'image/*', ...request.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new CameraUnavailableError('The camera did not answer.');
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || !contentType.startsWith('image/') || !response.body) {
    await response.body?.cancel();
    throw new CameraAnswerError(
      response.ok
        ? `The camera answered with ${contentType || 'no content type'}, not an image.`
        : `The camera answered ${response.status}.`,
    );
  }
  return {
    contentType,
    body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
  };
}
