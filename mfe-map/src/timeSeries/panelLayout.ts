import type { SxProps, Theme } from '@mui/material/styles';

/** The panel's height collapsed, and its share of the map's height expanded. */
export const PANEL_COLLAPSED_HEIGHT_PX = 320;
export const PANEL_EXPANDED_SHARE = 0.7;

/** Docked along the bottom of the map, over it, the map's full width, with a shadow. */
export function dockedPanelSx(expanded: boolean): SxProps<Theme> {
  return {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 4,
    height: expanded ? `${PANEL_EXPANDED_SHARE * 100}%` : PANEL_COLLAPSED_HEIGHT_PX,
    maxHeight: '100%',
    display: 'flex',
    flexDirection: 'column',
    boxShadow: 8,
    bgcolor: 'background.paper',
    borderTop: 1,
    borderColor: 'divider',
  };
}
