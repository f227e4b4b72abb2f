import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { showToast } from '@headgate/design-system';
import type { MapRuntime } from '../map/mapRuntime';
import { DrawingToolbar } from './DrawingToolbar';
import type { DrawingTool } from './drawingTool';
import { measurementReadouts } from './measurements';
import { MeasurementsBox } from './MeasurementsBox';
import { useActiveTool } from './useActiveTool';
import { useDeleteKey } from './useDeleteKey';
import { useDrawingInteractions } from './useDrawingInteractions';
import { useDrawingLayers, type DrawingLayers } from './useDrawingLayers';
import { useDrawingMeasures } from './useDrawingMeasures';
import { useDrawingSelection } from './useDrawingSelection';
import { useMapClickOwnership } from './useMapClickOwnership';
import { useMeasurementsBoxState } from './useMeasurementsBoxState';
import { useRulerLength } from './useRulerLength';

// Read out by screen readers only: the map's canvas labels are not.
const screenReaderOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

const DRAWING_TOOLS_UNAVAILABLE =
  'The drawing tools could not be loaded. Check your connection and try again.';

function DrawingWorkbench({ runtime, layers }: { runtime: MapRuntime; layers: DrawingLayers }) {
  const { map } = runtime;
  const [tool, setTool] = useState<DrawingTool | null>(null);
  const stop = useCallback(() => setTool(null), []);
  const measures = useDrawingMeasures(layers.drawings);
  const failedToLoad = useCallback(() => {
    setTool(null);
    showToast('error', DRAWING_TOOLS_UNAVAILABLE);
  }, []);
  const interactions = useDrawingInteractions(tool !== null || measures.length > 0, failedToLoad);
  useActiveTool(map, layers, tool, stop, interactions);
  const { selected, hovering } = useDrawingSelection(
    map,
    layers,
    tool === null ? interactions : null,
  );
  useMapClickOwnership(tool !== null || hovering, stop);
  const deleteSelected = useCallback(() => {
    if (selected) layers.drawings.removeFeature(selected);
  }, [layers, selected]);
  useDeleteKey(map, selected, deleteSelected);

  const readouts = useMemo(() => measurementReadouts(measures), [measures]);
  const box = useMeasurementsBoxState(measures.length > 0);
  const rulerLength = useRulerLength(layers.ruler);

  return (
    <>
      <DrawingToolbar
        container={runtime.tools}
        tool={tool}
        toolLoading={interactions === null}
        onToolChange={setTool}
        canDelete={selected !== null}
        onDelete={deleteSelected}
        hasDrawings={measures.length > 0}
        measurementsOpen={box.open}
        onToggleMeasurements={box.toggle}
      />
      {box.open && (
        <MeasurementsBox
          readouts={readouts}
          onReset={() => layers.drawings.clear()}
          onHide={box.hide}
        />
      )}
      <Box role="status" sx={screenReaderOnly}>
        {rulerLength && `Ruler: ${rulerLength}`}
      </Box>
    </>
  );
}

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
  return <DrawingWorkbench runtime={runtime} layers={layers} />;
}
