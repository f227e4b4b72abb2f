import type Control from 'ol/control/Control';
import Attribution from 'ol/control/Attribution';
import FullScreen from 'ol/control/FullScreen';
import Rotate from 'ol/control/Rotate';
import ScaleLine from 'ol/control/ScaleLine';
import Zoom from 'ol/control/Zoom';
import { controlIcon, ICON_PATHS } from './controlButton';
import { GeolocateControl } from './GeolocateControl';
import { ResetViewControl } from './ResetViewControl';

/** The scale bar's greatest width in pixels (spec/public-map.md §9). */
export const SCALE_BAR_MAX_WIDTH = 250;

/**
 * The map's controls (spec/public-map.md §2): zoom, rotation (shown once the map is rotated),
 * reset view, geolocate, fullscreen, an imperial scale bar and the data attribution. The buttons
 * stack in `toolsTarget` so they share one column on the map's right edge. On a small screen the
 * attribution starts folded behind its (i) button.
 */
export function createMapControls({
  toolsTarget,
  smallScreen,
  onGeolocationError,
}: {
  toolsTarget: HTMLElement;
  smallScreen: boolean;
  onGeolocationError: (message: string) => void;
}): Control[] {
  return [
    new Zoom({
      target: toolsTarget,
      zoomInLabel: controlIcon(ICON_PATHS.add),
      zoomOutLabel: controlIcon(ICON_PATHS.remove),
      zoomInTipLabel: 'Zoom in',
      zoomOutTipLabel: 'Zoom out',
    }),
    new Rotate({
      target: toolsTarget,
      label: controlIcon(ICON_PATHS.north),
      tipLabel: 'Reset rotation (north up)',
    }),
    withTarget(new ResetViewControl(), toolsTarget),
    withTarget(new GeolocateControl(onGeolocationError), toolsTarget),
    new FullScreen({
      target: toolsTarget,
      label: controlIcon(ICON_PATHS.fullscreen),
      labelActive: controlIcon(ICON_PATHS.fullscreenExit),
      tipLabel: 'Fullscreen',
    }),
    new ScaleLine({ units: 'imperial', maxWidth: SCALE_BAR_MAX_WIDTH }),
    new Attribution({ collapsible: true, collapsed: smallScreen }),
  ];
}

function withTarget(control: Control, target: HTMLElement): Control {
  control.setTarget(target);
  return control;
}
