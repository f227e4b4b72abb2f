import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { showToast } from '@headgate/design-system';
import type { MapRuntime } from '../map/mapRuntime';
import { DRAWING_TOOLS_UNAVAILABLE } from './drawingUnavailable';
import { DrawingToolbar } from './DrawingToolbar';
import type { DrawingTool } from './drawingTool';
import type { DrawingLayers } from './useDrawingLayers';
import { measurementReadouts } from './measurements';
import { MeasurementsBox } from './MeasurementsBox';
import { useActiveTool } from './useActiveTool';
import { useDeleteKey } from './useDeleteKey';
import { useDrawingInteractions } from './useDrawingInteractions';
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

/** What the workbench draws on: the map and its drawing layers. */
export interface DrawingWorkbenchProps {
  runtime: MapRuntime;
  layers: DrawingLayers;
}

/** The drawing toolbar, its tools and the Measurements box, over the drawing layers. */
export default function DrawingWorkbench({ runtime, layers }: DrawingWorkbenchProps) {
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
