import type { LegendSection } from '../layers/layerGroups';
import { legendSwatch, type LegendSwatch } from '../layers/legendSwatch';
import { isGroupVisible, type MapSettings } from '../mapState/mapSettingsStore';

/** One shown layer group in an exported legend. */
export interface ExportLegendEntry {
  label: string;
  swatch: LegendSwatch;
}

/** A legend group (Locations, DWR Data, ...) with its shown layer groups. */
export interface ExportLegendSection {
  title: string;
  entries: ExportLegendEntry[];
}

/**
 * The legend of an exported map: the layer groups shown on it, in the Layers section's order,
 * with the same swatches; legend groups with nothing shown are left out.
 */
export function exportLegend(
  sections: readonly LegendSection[],
  settings: Pick<MapSettings, 'groupVisibility' | 'restoredGroups'>,
): ExportLegendSection[] {
  return sections
    .map((section) => ({
      title: section.legendGroup,
      entries: section.entries
        .filter((entry) => isGroupVisible(entry, settings))
        .map((entry) => ({ label: entry.label, swatch: legendSwatch(entry) })),
    }))
    .filter((section) => section.entries.length > 0);
}

/** The map-symbol images an exported legend draws. */
export function legendIconUrls(legend: readonly ExportLegendSection[]): string[] {
  const urls = legend.flatMap((section) =>
    section.entries.flatMap(({ swatch }) => (swatch.kind === 'icon' ? [swatch.url] : [])),
  );
  return [...new Set(urls)];
}
