import { RIVER_CAMERAS, type RiverCameraId } from '@headgate/contracts';

/**
 * Where the river cameras' images come from, read from the environment at start. The URLs carry
 * the cameras' credentials: they stay on the server, and the browser names a camera by its id.
 */
export interface RiverCameraSettings {
  /** Image URL per configured camera; undefined without HEADGATE_RIVER_CAMERAS: the simulator. */
  sources: Partial<Record<RiverCameraId, string>> | undefined;
  /** How long a camera may take to answer before the call gives up (504). */
  timeoutMs: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const CAMERA_IDS: readonly string[] = RIVER_CAMERAS.map((camera) => camera.id);

function readSources(setting: string | undefined): RiverCameraSettings['sources'] {
  if (!setting?.trim()) return undefined;
  const fail = (why: string): never => {
    throw new Error(
      `HEADGATE_RIVER_CAMERAS must be a JSON object of camera id to http(s) image URL (ids: ${CAMERA_IDS.join(', ')}); ${why}.`,
    );
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(setting);
  } catch {
    return fail('it is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return fail('it is not an object');
  }
  const sources: Partial<Record<RiverCameraId, string>> = {};
  for (const [id, url] of Object.entries(parsed)) {
    if (!CAMERA_IDS.includes(id)) fail(`"${id}" is not a camera id`);
    if (typeof url !== 'string' || !/^https?:$/.test(URL.parse(url)?.protocol ?? '')) {
      fail(`the URL of "${id}" is not an http(s) URL`);
    }
    sources[id as RiverCameraId] = url as string;
  }
  return sources;
}

function readTimeout(setting: string | undefined): number {
  if (!setting?.trim()) return DEFAULT_TIMEOUT_MS;
  const ms = Number(setting);
  if (!Number.isInteger(ms) || ms < 1 || ms > 120_000) {
    throw new Error(
      `HEADGATE_RIVER_CAMERA_TIMEOUT_MS must be a whole number of milliseconds from 1 to 120000, got "${setting}".`,
    );
  }
  return ms;
}

/** Reads HEADGATE_RIVER_CAMERAS and HEADGATE_RIVER_CAMERA_TIMEOUT_MS; throws on a bad value. */
export function readRiverCameraSettings(env: NodeJS.ProcessEnv): RiverCameraSettings {
  return {
    sources: readSources(env.HEADGATE_RIVER_CAMERAS),
    timeoutMs: readTimeout(env.HEADGATE_RIVER_CAMERA_TIMEOUT_MS),
  };
}
