import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import Overlay from 'ol/Overlay';
import { FeaturePopup } from '../popup';
import { useDetailedResults } from '../timeSeries';
import { useMapBottomCoverStore } from './mapBottomCoverStore';
import type { MapRuntime } from './mapRuntime';
import { panIntoClearView } from './panIntoClearView';
import type { OpenPopup } from './usePopupOnClick';

const POINTER_SIZE = 10;

/**
 * Places the feature popup on the map at the clicked point, pointing at it, and panning the map
 * so the popup is in view. Escape closes it wherever the focus is; opened from the keyboard, it
 * takes the focus.
 */
export function PopupOverlay({
  runtime,
  popup,
  onClose,
}: {
  runtime: MapRuntime;
  popup: OpenPopup | null;
  onClose: () => void;
}) {
  const [element] = useState(() => document.createElement('div'));
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  // A panel opening over the map's bottom (the time series) moves the popup above it.
  const bottomCover = useMapBottomCoverStore((state) => state.bottomCover);
  const detailedResults = useDetailedResults();

  useEffect(() => {
    const created = new Overlay({
      element,
      positioning: 'bottom-center',
      offset: [0, -(POINTER_SIZE + 4)],
    });
    runtime.map.addOverlay(created);
    setOverlay(created);
    return () => {
      runtime.map.removeOverlay(created);
    };
  }, [runtime, element]);

  useEffect(() => {
    if (!overlay) return;
    overlay.setPosition(popup?.coordinate);
    if (!popup) return;
    // Panned once the popup has its size: React fills the element after the position is set.
    const frame = requestAnimationFrame(() => panIntoClearView(runtime.map, element, bottomCover));
    return () => cancelAnimationFrame(frame);
  }, [overlay, popup, runtime, element, bottomCover]);

  useEffect(() => {
    if (popup?.takeFocus) element.querySelector<HTMLElement>('button')?.focus();
  }, [popup, element]);

  useEffect(() => {
    if (!popup) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [popup, onClose]);

  if (!popup) return null;
  return createPortal(
    <Box
      data-feature-popup
      sx={{
        position: 'relative',
        '&::after': {
          content: '""',
          position: 'absolute',
          left: '50%',
          bottom: -POINTER_SIZE + 1,
          transform: 'translateX(-50%)',
          borderLeft: `${POINTER_SIZE}px solid transparent`,
          borderRight: `${POINTER_SIZE}px solid transparent`,
          borderTop: (theme) => `${POINTER_SIZE}px solid ${theme.palette.background.paper}`,
          filter: 'drop-shadow(0 2px 1px rgba(0,0,0,0.15))',
        },
      }}
    >
      <FeaturePopup features={popup.features} onClose={onClose} {...detailedResults} />
    </Box>,
    element,
  );
}
