import { useEffect, useState } from 'react';
import type WebGLVectorLayer from 'ol/layer/WebGLVector';

/** OpenLayers' WebGL vector layer class. */
export type WebGLCircles = typeof WebGLVectorLayer;

let gpuWebGL: boolean | undefined;

// Renderer names of WebGL emulated on the CPU (Chromium, Mesa, Windows without a driver).
const SOFTWARE_RENDERER = /SwiftShader|llvmpipe|softpipe|Software|Basic Render/i;

/**
 * Whether WebGL runs on a GPU here; checked once. Without one (a virtual desktop, a locked-down
 * PC) browsers emulate WebGL on the CPU, which is slower than the plain canvas. Browsers say so
 * through `failIfMajorPerformanceCaveat`, or only through the renderer's name. The probe's context
 * is given back at once: a page may hold only a few (Chromium 16), and the map's WebGL layers need
 * theirs.
 */
export function hasGpuWebGL(): boolean {
  if (gpuWebGL === undefined) {
    const gl = document
      .createElement('canvas')
      .getContext('webgl2', { failIfMajorPerformanceCaveat: true });
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    const renderer = info ? String(gl?.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    gpuWebGL = Boolean(gl) && !SOFTWARE_RENDERER.test(renderer);
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  }
  return gpuWebGL;
}

let webGLLoad: Promise<WebGLCircles | null> | undefined;

/**
 * The WebGL layer class where WebGL runs on a GPU, else null (the canvas draws the circles). Its
 * renderer is a chunk of its own, fetched only where it will be used: a browser without a GPU
 * (and a phone's first visit to a slow page) does not pay for it. A failed fetch falls back to
 * the canvas, which draws the same style.
 */
export function loadCircleRenderer(): Promise<WebGLCircles | null> {
  webGLLoad ??= hasGpuWebGL()
    ? import(/* webpackChunkName: "webgl-circles" */ 'ol/layer/WebGLVector').then(
        (module) => module.default,
        () => null,
      )
    : Promise.resolve(null);
  return webGLLoad;
}

/** The circle renderer once it is known: `undefined` while loading, then the WebGL class or null. */
export function useCircleRenderer(): WebGLCircles | null | undefined {
  const [renderer, setRenderer] = useState<WebGLCircles | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadCircleRenderer().then((loaded) => current && setRenderer(() => loaded));
    return () => {
      current = false;
    };
  }, []);
  return renderer;
}
