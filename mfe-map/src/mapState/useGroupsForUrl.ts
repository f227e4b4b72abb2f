import { useMemo } from 'react';
import type { LegendSection } from '../layers/layerGroups';
import { isGroupVisible, useMapSettingsStore } from './mapSettingsStore';

/** The layer groups shown now and by default, as the URL records them. */
export interface GroupsForUrl {
  visible: readonly string[];
  byDefault: readonly string[];
}

/** The visible and default layer groups; null until the layers are known. */
export function useGroupsForUrl(sections: readonly LegendSection[]): GroupsForUrl | null {
  const groupVisibility = useMapSettingsStore((state) => state.groupVisibility);
  const restoredGroups = useMapSettingsStore((state) => state.restoredGroups);
  return useMemo(() => {
    if (sections.length === 0) return null;
    const entries = sections.flatMap((section) => section.entries);
    return {
      visible: entries
        .filter((entry) => isGroupVisible(entry, { groupVisibility, restoredGroups }))
        .map((entry) => entry.id),
      byDefault: entries.filter((entry) => entry.visibleByDefault).map((entry) => entry.id),
    };
  }, [sections, groupVisibility, restoredGroups]);
}
