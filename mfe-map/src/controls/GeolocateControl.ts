import Feature from 'ol/Feature';
import Geolocation from 'ol/Geolocation';
import type OlMap from 'ol/Map';
import Control from 'ol/control/Control';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, RegularShape, Stroke, Style } from 'ol/style';
import { FLY_DURATION_MS } from '../map/mapDefaults';
import { controlButton, ICON_PATHS } from './controlButton';
import { geolocationErrorMessage } from './geolocationMessages';

const POSITION_BLUE = '#1a73e8';
/** Close enough to see the street one stands in, without losing the surroundings. */
const LOCATED_ZOOM = 15;
// Where the heading arrow sits, in pixels from the position's centre.
const ARROW_DISTANCE = 15;

const positionStyle = new Style({
  image: new Circle({
    radius: 7,
    fill: new Fill({ color: POSITION_BLUE }),
    stroke: new Stroke({ color: '#ffffff', width: 2.5 }),
  }),
});

const accuracyStyle = new Style({
  fill: new Fill({ color: 'rgba(26, 115, 232, 0.12)' }),
  stroke: new Stroke({ color: 'rgba(26, 115, 232, 0.45)', width: 1 }),
});

function headingArrow(rotation: number): Style {
  return new Style({
    image: new RegularShape({
      points: 3,
      radius: 6,
      rotation,
      displacement: [Math.sin(rotation) * ARROW_DISTANCE, Math.cos(rotation) * ARROW_DISTANCE],
      fill: new Fill({ color: POSITION_BLUE }),
      stroke: new Stroke({ color: '#ffffff', width: 1.5 }),
    }),
  });
}

/**
 * Geolocate with heading tracking (spec/public-map.md §2): a toggle that follows the device's
 * position (high accuracy), shows it with its accuracy circle and, while the device reports a
 * heading, an arrow pointing where it is going. The first fix flies there; a refusal or failure
 * is reported through `onError` in words a user can act on.
 */
export class GeolocateControl extends Control {
  private readonly geolocation = new Geolocation({
    trackingOptions: { enableHighAccuracy: true },
  });
  private readonly position = new Feature<Point>();
  private readonly accuracy = new Feature();
  private readonly layer = new VectorLayer({
    source: new VectorSource({ features: [this.accuracy, this.position] }),
  });
  private readonly button = controlButton('Show my location', ICON_PATHS.myLocation);
  private flownToFirstFix = false;

  constructor(private readonly onError: (message: string) => void) {
    const element = document.createElement('div');
    element.className = 'ol-unselectable ol-control hg-geolocate';
    super({ element });
    this.button.setAttribute('aria-pressed', 'false');
    this.button.addEventListener('click', () => this.setTracking(!this.geolocation.getTracking()));
    element.append(this.button);
    this.accuracy.setStyle(accuracyStyle);
    this.position.setStyle(() => this.positionStyles());
    this.geolocation.on('change:position', () => this.showPosition());
    this.geolocation.on('change:accuracyGeometry', () =>
      this.accuracy.setGeometry(this.geolocation.getAccuracyGeometry() ?? undefined),
    );
    this.geolocation.on('change:heading', () => this.position.changed());
    this.geolocation.on('error', (event) => {
      this.setTracking(false);
      this.onError(geolocationErrorMessage(event.code));
    });
  }

  override setMap(map: OlMap | null): void {
    super.setMap(map);
    this.layer.setMap(map);
    if (map) this.geolocation.setProjection(map.getView().getProjection());
  }

  override disposeInternal(): void {
    this.setTracking(false);
    this.layer.setMap(null);
    this.layer.dispose();
    this.geolocation.dispose();
    super.disposeInternal();
  }

  private setTracking(tracking: boolean): void {
    this.geolocation.setTracking(tracking);
    this.button.setAttribute('aria-pressed', String(tracking));
    this.button.classList.toggle('hg-active', tracking);
    if (tracking) return;
    this.flownToFirstFix = false;
    this.position.setGeometry(undefined);
    this.accuracy.setGeometry(undefined);
  }

  private showPosition(): void {
    const coordinates = this.geolocation.getPosition();
    this.position.setGeometry(coordinates ? new Point(coordinates) : undefined);
    const view = this.getMap()?.getView();
    if (!coordinates || !view || this.flownToFirstFix) return;
    this.flownToFirstFix = true;
    view.animate({
      center: coordinates,
      zoom: Math.max(view.getZoom() ?? 0, LOCATED_ZOOM),
      duration: FLY_DURATION_MS,
    });
  }

  private positionStyles(): Style[] {
    const heading = this.geolocation.getHeading();
    if (heading === undefined) return [positionStyle];
    const viewRotation = this.getMap()?.getView().getRotation() ?? 0;
    return [headingArrow(heading + viewRotation), positionStyle];
  }
}
