import type { ComponentType, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PentagonOutlinedIcon from '@mui/icons-material/PentagonOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import SquareFootIcon from '@mui/icons-material/SquareFoot';
import StraightenIcon from '@mui/icons-material/Straighten';
import TimelineIcon from '@mui/icons-material/Timeline';
import type { DrawingTool } from './drawingTool';
import { MEASUREMENTS_TITLE } from './MeasurementsBox';

const TOOLS: readonly { tool: DrawingTool; label: string; Icon: ComponentType<SvgIconProps> }[] = [
  { tool: 'polygon', label: 'Draw a polygon', Icon: PentagonOutlinedIcon },
  { tool: 'line', label: 'Draw a line', Icon: TimelineIcon },
  { tool: 'point', label: 'Draw a point', Icon: PlaceOutlinedIcon },
  { tool: 'circle', label: 'Draw a circle', Icon: RadioButtonUncheckedIcon },
  { tool: 'ruler', label: 'Measure distance in feet', Icon: StraightenIcon },
];

/** What the Trash button does, and says when there is nothing to do. */
export const DELETE_LABEL = 'Delete the selected drawing';
const DELETE_TOOLTIP = `${DELETE_LABEL} (Delete key)`;
const NOTHING_SELECTED = 'Select a drawing on the map to delete it';
const NOTHING_DRAWN = 'Measurements Details: draw something first';

function ToolButton({
  label,
  tooltip = label,
  pressed,
  busy = false,
  unavailable = false,
  onClick,
  children,
}: {
  label: string;
  tooltip?: string;
  pressed?: boolean;
  busy?: boolean;
  unavailable?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={tooltip}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      // Still focusable and with its tooltip: it says why it does nothing now.
      aria-disabled={unavailable || undefined}
      className={pressed ? 'hg-active' : undefined}
      onClick={unavailable ? undefined : onClick}
    >
      {children}
    </button>
  );
}

// Over the map chrome's button look: dividers, and a pressed or unavailable button.
const groupStyle = {
  '& button + button': { borderTop: 1, borderColor: 'divider' },
  '&&.ol-control button[aria-pressed="true"]': { bgcolor: 'action.selected' },
  '&&.ol-control button[aria-disabled="true"]': { color: 'text.disabled', cursor: 'default' },
} as const;

/**
 * The drawing toolbar (public-map §2) under the map's other buttons: Polygon, Line, Point,
 * Circle and the Ruler (one pressed at a time; pressing it again turns it off), then Trash for
 * the selected drawing and the toggle of the Measurements box.
 */
export function DrawingToolbar({
  container,
  tool,
  toolLoading,
  onToolChange,
  canDelete,
  onDelete,
  hasDrawings,
  measurementsOpen,
  onToggleMeasurements,
}: {
  container: HTMLElement;
  tool: DrawingTool | null;
  /** The pressed tool's code is still loading: clicks on the map draw nothing yet. */
  toolLoading: boolean;
  onToolChange: (tool: DrawingTool | null) => void;
  canDelete: boolean;
  onDelete: () => void;
  hasDrawings: boolean;
  measurementsOpen: boolean;
  onToggleMeasurements: () => void;
}) {
  return createPortal(
    <>
      <Box
        role="group"
        aria-label="Drawing tools"
        className="ol-unselectable ol-control hg-drawing-tools"
        sx={groupStyle}
      >
        {TOOLS.map(({ tool: each, label, Icon }) => (
          <ToolButton
            key={each}
            label={label}
            pressed={tool === each}
            busy={tool === each && toolLoading}
            onClick={() => onToolChange(tool === each ? null : each)}
          >
            <Icon fontSize="inherit" />
          </ToolButton>
        ))}
      </Box>
      <Box
        role="group"
        aria-label="Drawings"
        className="ol-unselectable ol-control hg-drawing-actions"
        sx={groupStyle}
      >
        <ToolButton
          label={DELETE_LABEL}
          tooltip={canDelete ? DELETE_TOOLTIP : NOTHING_SELECTED}
          unavailable={!canDelete}
          onClick={onDelete}
        >
          <DeleteOutlinedIcon fontSize="inherit" />
        </ToolButton>
        <ToolButton
          label={MEASUREMENTS_TITLE}
          tooltip={hasDrawings ? MEASUREMENTS_TITLE : NOTHING_DRAWN}
          pressed={measurementsOpen}
          unavailable={!hasDrawings}
          onClick={onToggleMeasurements}
        >
          <SquareFootIcon fontSize="inherit" />
        </ToolButton>
      </Box>
    </>,
    container,
  );
}
