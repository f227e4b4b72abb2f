import type OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';
import { getPointResolution } from 'ol/proj';
import { composeMapLayers } from './composeMapLayers';

/** The map as shown at one moment, drawn into an image, with what a legend says about it. */
export interface MapSnapshot {
  /** The layers as shown, `size` × `pixelRatio` pixels. */
  image: HTMLCanvasElement;
  /** The map's size in CSS pixels. */
  size: readonly [width: number, height: number];
  pixelRatio: number;
  /** Metres of ground per CSS pixel at the map's centre. */
  metresPerPixel: number;
  /** The attribution of the sources shown, as plain text. */
  attributions: string[];
}

/** How long an export waits for the map to finish drawing (tiles still loading). */
const RENDER_TIMEOUT_MS = 20_000;

function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

function attributionsOf(map: OlMap): string[] {
  const view = map.getView();
  const texts = map.getAllLayers().flatMap((layer) => layer.getAttributions(view).map(plainText));
  return [...new Set(texts.filter(Boolean))];
}

/**
 * Waits for the map to finish a render and draws its layer canvases into one image. The drawing
 * happens inside the `rendercomplete` handler, straight after OpenLayers drew every layer, so
 * WebGL layers (their contexts keep their drawing buffer, OpenLayers' default) are read while
 * their pixels are current.
 */
export function snapshotMap(map: OlMap): Promise<MapSnapshot> {
  return new Promise((resolve, reject) => {
    const viewport = map.getViewport();
    const target = map.getTargetElement();
    if (!viewport || !target || !map.getSize() || !map.getView().isDef()) {
      reject(new Error('The map is not on the screen.'));
      return;
    }
    const timer = setTimeout(() => {
      unByKey(key);
      reject(new Error('The map did not finish drawing. Please try again.'));
    }, RENDER_TIMEOUT_MS);
    const key = map.once('rendercomplete', (event) => {
      clearTimeout(timer);
      try {
        const view = map.getView();
        const [width = 0, height = 0] = map.getSize() ?? [];
        const pixelRatio = event.frameState?.pixelRatio ?? window.devicePixelRatio;
        const background = getComputedStyle(target).backgroundColor;
        resolve({
          image: composeMapLayers(viewport, [width, height], pixelRatio, background),
          size: [width, height],
          pixelRatio,
          metresPerPixel: getPointResolution(
            view.getProjection(),
            view.getResolution() ?? Number.NaN,
            view.getCenter() ?? [0, 0],
            'm',
          ),
          attributions: attributionsOf(map),
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    map.renderSync();
  });
}
