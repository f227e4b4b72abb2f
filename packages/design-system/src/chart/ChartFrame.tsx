import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// A pointer that moved further than this between press and release was dragging (a zoom box).
const CLICK_SLOP_PX = 5;

/**
 * The chart's frame (spec/public-map.md §2, §4): a click on the chart turns mouse-wheel zoom on
 * or off, and the frame is highlighted while it is on. Highcharts reads its wheel option only
 * when it creates the chart, so the frame holds wheel events back while zoom is off: turning it
 * off keeps the current zoom. Dragging a zoom box or pressing the chart's buttons is no click.
 */
export function ChartFrame({ children }: { children: ReactNode }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [wheelZoom, setWheelZoom] = useState(false);
  const pressedAt = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || wheelZoom) return;
    const holdBack = (event: WheelEvent) => event.stopPropagation();
    frame.addEventListener('wheel', holdBack, { capture: true });
    return () => frame.removeEventListener('wheel', holdBack, { capture: true });
  }, [wheelZoom]);

  const onPointerDown = (event: PointerEvent) => {
    pressedAt.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = pressedAt.current;
    pressedAt.current = null;
    if (!start || event.button !== 0) return;
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > CLICK_SLOP_PX) return;
    if ((event.target as Element).closest('button, .highcharts-button')) return;
    setWheelZoom((on) => !on);
  };

  const status = wheelZoom ? 'Mouse-wheel zoom on' : 'Mouse-wheel zoom off';
  return (
    <Box sx={{ flex: 1, minHeight: 0, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Box
        ref={frameRef}
        data-wheel-zoom={wheelZoom ? 'on' : 'off'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          border: 2,
          borderRadius: 1,
          borderColor: wheelZoom ? 'primary.main' : 'transparent',
          cursor: 'pointer',
          overflow: 'hidden',
        }}
      >
        {children}
      </Box>
      <Typography
        role="status"
        variant="caption"
        sx={{ color: wheelZoom ? 'primary.main' : 'text.secondary', textAlign: 'right', px: 1 }}
      >
        {status}
        {wheelZoom ? ' · click the chart to turn it off' : ' · click the chart to turn it on'}
      </Typography>
    </Box>
  );
}
