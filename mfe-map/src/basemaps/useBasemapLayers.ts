import { useEffect } from 'react';
import LayerGroup from 'ol/layer/Group';
import { apply } from 'ol-mapbox-style';
import { basemapLayerPath } from '@headgate/contracts';
import type { MapRuntime } from '../map/mapRuntime';
import type { BasemapPlan } from './basemapPlan';
import { offlineBasemapStyle, splitLabels } from './offline/offlineStyle';

/**
 * Draws the planned basemap with ol-mapbox-style: the provider's style document under the data
 * layers, or an offline look built from the basemap GeoJSON, its ground under the data and its
 * names over it. A change of basemap replaces only the basemap's own groups, so the data layers
 * stay as they are.
 */
export function useBasemapLayers(runtime: MapRuntime | null, plan: BasemapPlan): void {
  const styleUrl = plan.kind === 'style' ? plan.styleUrl : null;
  const look = plan.kind === 'style' ? null : plan.look;
  const attribution = plan.kind === 'offline' ? plan.attribution : null;

  useEffect(() => {
    if (!runtime) return;
    const parts: [LayerGroup, GlStyle][] = [];
    if (look) {
      const { ground, labels } = splitLabels(
        offlineBasemapStyle(look, basemapLayerPath, attribution),
      );
      parts.push([runtime.basemap, ground], [runtime.basemapLabels, labels]);
    } else if (styleUrl) {
      parts.push([runtime.basemap, styleUrl]);
    }
    // A group per style, so a slow style that finishes late cannot land in the next one's place.
    const groups = parts.map(([parent, style]) => {
      const group = new LayerGroup();
      parent.getLayers().push(group);
      apply(group, style).catch((error: unknown) =>
        console.error('[map] The basemap could not be drawn:', error),
      );
      return [parent, group] as const;
    });
    return () => {
      for (const [parent, group] of groups) {
        parent.getLayers().remove(group);
        for (const layer of group.getLayersArray()) layer.dispose();
      }
    };
  }, [runtime, styleUrl, look, attribution]);
}

type GlStyle = string | ReturnType<typeof offlineBasemapStyle>;
