import type { Basemap, BasemapId } from '@headgate/contracts';
import type { OfflineLookId } from './offline/offlineLooks';

/** How the map draws the chosen basemap. */
export type BasemapPlan =
  | { kind: 'style'; styleUrl: string; attribution: string | null }
  | { kind: 'offline'; look: OfflineLookId; attribution: string | null }
  | { kind: 'unavailable'; look: OfflineLookId; message: string };

/** The message on the map when Satellite is chosen without a provider key. */
export const SATELLITE_UNAVAILABLE_MESSAGE =
  'Satellite imagery needs a map provider key (BASEMAP_KEY).';

// What the offline basemap can draw before (or without) the settings call.
const OFFLINE_LOOKS: Partial<Record<BasemapId, OfflineLookId>> = {
  outdoors: 'outdoors',
  streets: 'streets',
  light: 'light',
  dark: 'dark',
};

/**
 * Decides how to draw a basemap: the provider's style when one is configured, else the offline
 * look of the same name, else (Satellite) the Outdoors look underneath a message saying what is
 * missing. Without settings (still loading, or the call failed) the offline looks are used.
 */
export function planBasemap(id: BasemapId, settings: readonly Basemap[] | undefined): BasemapPlan {
  const setting = settings?.find((candidate) => candidate.id === id);
  if (setting?.styleUrl) {
    return { kind: 'style', styleUrl: setting.styleUrl, attribution: setting.attribution };
  }
  const look = OFFLINE_LOOKS[id];
  if (look && (setting?.offline ?? true)) {
    return { kind: 'offline', look, attribution: setting?.attribution ?? null };
  }
  return {
    kind: 'unavailable',
    look: 'outdoors',
    message:
      id === 'satellite'
        ? SATELLITE_UNAVAILABLE_MESSAGE
        : `The ${setting?.label ?? id} basemap needs a map provider key (BASEMAP_KEY).`,
  };
}
