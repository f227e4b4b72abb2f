import { useEffect } from 'react';
import type BaseLayer from 'ol/layer/Base';
import LayerGroup from 'ol/layer/Group';
import { basemapLayerPath } from '@headgate/contracts/calls';
import type { MapRuntime } from '../map/mapRuntime';
import type { BasemapPlan } from './basemapPlan';
import { offlineBasemapLayers } from './offline/offlineLayers';
import { offlineBasemapStyle, splitLabels } from './offline/offlineStyle';

/**
 * Draws the planned basemap: an offline look built from the basemap GeoJSON with flat styles,
 * its ground under the data layers and its names over them; or a provider's style document
 * under the data, through ol-mapbox-style, which is fetched only then. A change of basemap
 * replaces only the basemap's own groups, so the data layers stay as they are. No plan yet:
 * nothing is drawn.
 */
export function useBasemapLayers(runtime: MapRuntime | null, plan: BasemapPlan | null): void {
  const styleUrl = plan?.kind === 'style' ? plan.styleUrl : null;
  const look = !plan || plan.kind === 'style' ? null : plan.look;
  const attribution = plan?.kind === 'offline' ? plan.attribution : null;

  useEffect(() => {
    if (!runtime) return;
    // A group per style, so a slow style that finishes late cannot land in the next one's place.
    const groups: [LayerGroup, LayerGroup][] = [];
    const add = (parent: LayerGroup, layers: BaseLayer[] = []) => {
      const group = new LayerGroup({ layers });
      parent.getLayers().push(group);
      groups.push([parent, group]);
      return group;
    };
    if (look) {
      const { ground, labels } = splitLabels(
        offlineBasemapStyle(look, basemapLayerPath, attribution),
      );
      const layers = offlineBasemapLayers(ground, labels);
      add(runtime.basemap, layers.ground);
      add(runtime.basemapLabels, layers.labels);
    } else if (styleUrl) {
      const group = add(runtime.basemap);
      import(/* webpackChunkName: "map-style-engine" */ 'ol-mapbox-style')
        .then(({ apply }) => apply(group, styleUrl))
        .catch((error: unknown) => console.error('[map] The basemap could not be drawn:', error));
    }
    return () => {
      for (const [parent, group] of groups) {
        parent.getLayers().remove(group);
        for (const layer of group.getLayersArray()) layer.dispose();
      }
    };
  }, [runtime, styleUrl, look, attribution]);
}
