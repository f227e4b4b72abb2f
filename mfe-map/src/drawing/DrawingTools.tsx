import { lazy, Suspense, type ComponentType } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { loadWithRetries, showToast } from '@headgate/design-system';
import type { MapRuntime } from '../map/mapRuntime';
import { DRAWING_TOOLS_UNAVAILABLE } from './drawingUnavailable';
import type { DrawingWorkbenchProps } from './DrawingWorkbench';
import { useDrawingLayers } from './useDrawingLayers';

// Loaded only where the tools are offered: a phone's first load does without them. A load that
// fails after its retries is said once; the map goes on without its drawing tools.
const DrawingWorkbench = lazy<ComponentType<DrawingWorkbenchProps>>(() =>
  loadWithRetries(
    () => import(/* webpackChunkName: "drawing-workbench" */ './DrawingWorkbench'),
  ).catch(() => {
    showToast('error', DRAWING_TOOLS_UNAVAILABLE);
    return { default: () => null };
  }),
);

/**
 * The map's drawing tools and Measurements box (public-map §2, §4), for a desktop pointer: on a
 * screen narrower than 600 px or with a coarse (touch) pointer they are not offered. Drawings
 * made before the screen narrowed stay on the map.
 */
export function DrawingTools({ runtime }: { runtime: MapRuntime }) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const touch = useMediaQuery('(pointer: coarse)', { noSsr: true });
  const layers = useDrawingLayers(runtime);
  if (narrow || touch || !layers) return null;
  return (
    <Suspense fallback={null}>
      <DrawingWorkbench runtime={runtime} layers={layers} />
    </Suspense>
  );
}
