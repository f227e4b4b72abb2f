import { z } from 'zod';
import { RIVER_CAMERAS, type RiverCameraId } from '@headgate/contracts';
import type { SettingKind } from '../../core/config/settingKinds';

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

const CAMERA_IDS: readonly string[] = RIVER_CAMERAS.map((camera) => camera.id);

/** HEADGATE_RIVER_CAMERAS: a JSON object of camera id to http(s) image URL. */
export function riverCamerasSetting(): SettingKind<Partial<Record<RiverCameraId, string>>> {
  return z.string().transform((setting, ctx) => {
    const refuse = (problem: string) => {
      ctx.addIssue({
        code: 'custom',
        message: `${problem}; use a JSON object of camera id (${CAMERA_IDS.join(', ')}) to http(s) image URL`,
      });
      return z.NEVER;
    };
    let parsed: unknown;
    try {
      parsed = JSON.parse(setting);
    } catch {
      return refuse('is not JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return refuse('is not an object');
    }
    const sources: Partial<Record<RiverCameraId, string>> = {};
    for (const [id, url] of Object.entries(parsed)) {
      if (!CAMERA_IDS.includes(id)) return refuse(`names "${id}", which is not a camera id`);
      if (typeof url !== 'string' || !/^https?:$/.test(URL.parse(url)?.protocol ?? '')) {
        return refuse(`has a URL of "${id}" that is not an http(s) URL`);
      }
      sources[id as RiverCameraId] = url;
    }
    return sources;
  });
}
