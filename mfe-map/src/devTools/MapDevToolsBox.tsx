import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { copyValue } from '../mapTools/copyValue';
import { formatLonLat, formatZoom, NO_VALUE, type MapDevValues } from './devToolsFormat';

/** How far an arrow key moves the box. */
export const KEYBOARD_STEP_PX = 10;

const KEY_STEPS: Record<string, readonly [dx: number, dy: number]> = {
  ArrowLeft: [-KEYBOARD_STEP_PX, 0],
  ArrowRight: [KEYBOARD_STEP_PX, 0],
  ArrowUp: [0, -KEYBOARD_STEP_PX],
  ArrowDown: [0, KEYBOARD_STEP_PX],
};

interface Position {
  x: number;
  y: number;
}

const INITIAL_POSITION: Position = { x: 12, y: 120 };

/** Keeps the box inside the element it is positioned in (the map frame). */
function clampToFrame(box: HTMLElement | null, { x, y }: Position): Position {
  const frame = box?.offsetParent;
  if (!box || !(frame instanceof HTMLElement)) return { x, y };
  const maxX = Math.max(0, frame.clientWidth - box.offsetWidth);
  const maxY = Math.max(0, frame.clientHeight - box.offsetHeight);
  return { x: Math.min(Math.max(0, x), maxX), y: Math.min(Math.max(0, y), maxY) };
}

function ValueRow({ label, name, value }: { label: string; name: string; value: string }) {
  const empty = value === NO_VALUE;
  return (
    <Box component="div" sx={{ display: 'contents' }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <ButtonBase
          aria-label={`Copy ${name}`}
          disabled={empty}
          onClick={() => void copyValue(value)}
          sx={{
            fontFamily: 'monospace',
            fontSize: 12,
            px: 0.5,
            borderRadius: 0.5,
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          {value}
        </ButtonBase>
      </Box>
    </Box>
  );
}

/**
 * The Developer's 'Map Dev Tools' box (public-map §2): the map's zoom, centre, pointer
 * position and bounds; a value copies on click. Dragged by its title bar or moved with the
 * arrow keys while focused, always inside the map frame.
 */
export function MapDevToolsBox({ values }: { values: MapDevValues }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Position>(INITIAL_POSITION);
  const drag = useRef<{ pointerId: number; dx: number; dy: number } | null>(null);

  const moveTo = (next: Position) => setPosition(clampToFrame(boxRef.current, next));

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    drag.current = {
      pointerId: event.pointerId,
      dx: event.clientX - position.x,
      dy: event.clientY - position.y,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    moveTo({ x: event.clientX - current.dx, y: event.clientY - current.dy });
  };
  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step || event.target !== event.currentTarget) return;
    event.preventDefault();
    event.stopPropagation();
    moveTo({ x: position.x + step[0], y: position.y + step[1] });
  };

  return (
    <Box
      ref={boxRef}
      role="region"
      aria-label="Map Dev Tools"
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="map-dev-tools"
      sx={{
        position: 'absolute',
        left: position.x,
        top: position.y,
        zIndex: 3,
        minWidth: 220,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1,
        boxShadow: 3,
        overflow: 'hidden',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <Typography
        variant="subtitle2"
        component="div"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        sx={{
          px: 1,
          py: 0.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          cursor: 'move',
          userSelect: 'none',
          touchAction: 'none',
        }}
      >
        Map Dev Tools
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          px: 1,
          py: 0.5,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 1,
          rowGap: 0.25,
          alignItems: 'center',
        }}
      >
        <ValueRow label="Zoom" name="zoom" value={formatZoom(values.zoom)} />
        <ValueRow label="Center" name="center" value={formatLonLat(values.center)} />
        <ValueRow label="Mouse position" name="mouse position" value={formatLonLat(values.mouse)} />
        <ValueRow label="SW bounds" name="SW bounds" value={formatLonLat(values.southWest)} />
        <ValueRow label="NE bounds" name="NE bounds" value={formatLonLat(values.northEast)} />
      </Box>
    </Box>
  );
}
