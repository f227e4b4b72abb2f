import Control from 'ol/control/Control';
import { fromLonLat } from 'ol/proj';
import { DEFAULT_CENTER, DEFAULT_ZOOM, FLY_DURATION_MS } from '../map/mapDefaults';
import { controlButton, ICON_PATHS } from './controlButton';

/** The compass button (spec/public-map.md §2): flies back to the default centre, zoom and north. */
export class ResetViewControl extends Control {
  constructor() {
    const element = document.createElement('div');
    element.className = 'ol-unselectable ol-control hg-reset-view';
    super({ element });
    const button = controlButton('Reset view', ICON_PATHS.explore);
    button.addEventListener('click', () => this.resetView());
    element.append(button);
  }

  private resetView(): void {
    const view = this.getMap()?.getView();
    if (!view) return;
    view.cancelAnimations();
    view.animate({
      center: fromLonLat([...DEFAULT_CENTER]),
      zoom: DEFAULT_ZOOM,
      rotation: 0,
      duration: FLY_DURATION_MS,
    });
  }
}
