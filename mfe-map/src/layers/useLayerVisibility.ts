import { useEffect, useMemo } from 'react';
import { groupOpacity, isGroupVisible, useMapSettingsStore } from '../mapState/mapSettingsStore';
import { groupIdOf, legendSections, type LayerGroupEntry } from './layerGroups';
import type { DrawnLayer } from './useDataLayers';

/**
 * Shows or hides each drawn layer with its group's switch, and gives the layers of groups with
 * fill layers the group's opacity (spec/public-map.md §2).
 */
export function useLayerVisibility(drawn: readonly DrawnLayer[]): void {
  const groupVisibility = useMapSettingsStore((state) => state.groupVisibility);
  const restoredGroups = useMapSettingsStore((state) => state.restoredGroups);
  const opacities = useMapSettingsStore((state) => state.groupOpacity);
  const entries = useMemo(() => {
    const byId = new Map<string, LayerGroupEntry>();
    const sections = legendSections(drawn.map(({ layer }) => layer));
    for (const entry of sections.flatMap((section) => section.entries)) byId.set(entry.id, entry);
    return byId;
  }, [drawn]);

  useEffect(() => {
    for (const { layer, olLayer } of drawn) {
      const entry = entries.get(groupIdOf(layer));
      if (!entry) continue;
      olLayer.setVisible(isGroupVisible(entry, { groupVisibility, restoredGroups }));
      if (entry.hasFill) olLayer.setOpacity(groupOpacity(entry.id, { groupOpacity: opacities }));
    }
  }, [drawn, entries, groupVisibility, restoredGroups, opacities]);
}
