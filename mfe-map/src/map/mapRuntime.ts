import OlMap from 'ol/Map';
import View from 'ol/View';
import LayerGroup from 'ol/layer/Group';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import { fromLonLat } from 'ol/proj';
import { createMapControls } from '../controls/createMapControls';

/** The one OpenLayers map of a page mount and the layer groups the features draw into. */
export interface MapRuntime {
  map: OlMap;
  /** Holds the current basemap's layers; always below the data. */
  basemap: LayerGroup;
  /** The API's layers, in draw order. */
  data: LayerGroup;
  /** The offline basemap's place and water names, over the data so they stay readable. */
  basemapLabels: LayerGroup;
  /** Markers the page places (a searched address), above the data. */
  markers: LayerGroup;
  /** The column on the map's right edge the control buttons stack in; tools add theirs below. */
  tools: HTMLElement;
  /** Frees the map, its WebGL contexts and its listeners. */
  dispose: () => void;
}

/** Where the map opens: a shared link's view, or the default. */
export interface InitialView {
  center: readonly [longitude: number, latitude: number];
  zoom: number;
}

/**
 * Creates the page's map (EPSG:3857) in `target` with its controls. Keyboard panning and
 * zooming work once the map has focus (the target is focusable).
 */
export function createMapRuntime(
  target: HTMLElement,
  toolsTarget: HTMLElement,
  view: InitialView,
  options: { smallScreen: boolean; onGeolocationError: (message: string) => void },
): MapRuntime {
  const basemap = new LayerGroup({ zIndex: 0 });
  const data = new LayerGroup({ zIndex: 1 });
  const basemapLabels = new LayerGroup({ zIndex: 2 });
  const markers = new LayerGroup({ zIndex: 3 });
  const controls = createMapControls({ toolsTarget, ...options });
  const map = new OlMap({
    target,
    layers: [basemap, data, basemapLabels, markers],
    controls,
    interactions: defaultInteractions(),
    keyboardEventTarget: target,
    view: new View({ center: fromLonLat([...view.center]), zoom: view.zoom }),
  });
  return {
    map,
    basemap,
    data,
    basemapLabels,
    markers,
    tools: toolsTarget,
    dispose: () => {
      for (const control of controls) control.dispose();
      for (const layer of map.getAllLayers()) layer.dispose();
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
