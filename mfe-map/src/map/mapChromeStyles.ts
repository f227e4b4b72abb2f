import type { SxProps, Theme } from '@mui/material/styles';

type ThemedStyle = Extract<SxProps<Theme>, (theme: Theme) => unknown>;

const BUTTON_SIZE = 36;

/**
 * The look of OpenLayers' own control elements inside the map, matched to the MUI theme (light
 * and dark): one column of round-cornered buttons on the right, the scale bar bottom left, the
 * attribution bottom right. `.hg-map-tools` is the column the controls are placed in.
 */
export const mapChromeStyles: ThemedStyle = (theme) => {
  const surface = theme.palette.background.paper;
  const ink = theme.palette.text.primary;
  const glass = theme.palette.mode === 'dark' ? 'rgba(18,24,32,0.78)' : 'rgba(255,255,255,0.82)';
  return {
    // OpenLayers' stylesheet reads its colours from these variables.
    '--ol-background-color': surface,
    '--ol-accent-background-color': theme.palette.action.hover,
    '--ol-subtle-background-color': theme.palette.action.selected,
    '--ol-partial-background-color': glass,
    '--ol-foreground-color': ink,
    '--ol-subtle-foreground-color': theme.palette.text.secondary,
    '--ol-brand-color': theme.palette.primary.main,
    '& .hg-map-tools': {
      position: 'absolute',
      top: theme.spacing(3),
      right: theme.spacing(3),
      zIndex: 2,
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(2),
    },
    '& .hg-map-tools .ol-control': {
      position: 'static',
      display: 'flex',
      flexDirection: 'column',
      padding: 0,
      borderRadius: 1.5,
      backgroundColor: surface,
      boxShadow: theme.shadows[3],
      overflow: 'hidden',
    },
    '& .hg-map-tools .ol-control button': {
      width: BUTTON_SIZE,
      height: BUTTON_SIZE,
      margin: 0,
      display: 'grid',
      placeItems: 'center',
      border: 0,
      borderRadius: 0,
      backgroundColor: 'transparent',
      color: ink,
      fontSize: 20,
      fontWeight: 400,
      cursor: 'pointer',
      transition: theme.transitions.create('background-color'),
      '&:hover': { backgroundColor: theme.palette.action.hover, outline: 'none' },
      '&:focus-visible': {
        outline: `2px solid ${theme.palette.primary.main}`,
        outlineOffset: -2,
        backgroundColor: theme.palette.action.hover,
      },
      '&.hg-active': { color: theme.palette.primary.main },
    },
    '& .hg-control-icon': { display: 'flex' },
    '& .hg-map-tools .ol-zoom button + button': {
      borderTop: `1px solid ${theme.palette.divider}`,
    },
    '& .hg-map-tools .ol-rotate.ol-hidden': { display: 'none' },
    '& .ol-scale-line': {
      left: theme.spacing(3),
      bottom: theme.spacing(3),
      padding: theme.spacing(1, 1.5),
      borderRadius: theme.shape.borderRadius,
      backgroundColor: glass,
      backdropFilter: 'blur(2px)',
      boxShadow: theme.shadows[1],
    },
    '& .ol-scale-line-inner': {
      borderColor: ink,
      color: ink,
      fontSize: 11,
      fontFamily: theme.typography.fontFamily,
    },
    '& .ol-attribution': {
      right: theme.spacing(2),
      bottom: theme.spacing(2),
      maxWidth: `calc(100% - ${theme.spacing(40)})`,
      borderRadius: theme.shape.borderRadius,
      color: theme.palette.text.secondary,
      fontSize: 11,
      fontFamily: theme.typography.fontFamily,
    },
    '& .ol-attribution button': { color: ink, backgroundColor: 'transparent' },
    '& .ol-attribution a': { color: theme.palette.primary.main },
  };
};
