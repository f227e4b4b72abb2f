import type { MapLayer } from '@headgate/contracts';

/** One row of the Layers section: a layer group, or a layer kept out of its group. */
export interface LayerGroupEntry {
  /** The `layerGroup`, or the layer's own id when it is excluded from collapsing. */
  id: string;
  label: string;
  legendGroup: string;
  /** In legend order; the first one gives the row its label and swatch. */
  layers: MapLayer[];
  /** Groups with a fill layer get an opacity slider (spec/public-map.md §2). */
  hasFill: boolean;
  /** Shown when the map opens, unless the URL says otherwise. */
  visibleByDefault: boolean;
}

/** The rows of one legend group (Locations, DWR Data, Boundaries, Hydrology, CDSS). */
export interface LegendSection {
  legendGroup: string;
  entries: LayerGroupEntry[];
}

/** The visibility row a layer belongs to. */
export function groupIdOf(layer: MapLayer): string {
  return layer.excludeLayerCollapse ? layer.id : layer.layerGroup;
}

/** The layers in the order they are drawn, bottom first. */
export function inDrawOrder(layers: readonly MapLayer[]): MapLayer[] {
  return [...layers].sort((a, b) => a.drawOrder - b.drawOrder || a.id.localeCompare(b.id));
}

function isVisibleByDefault(layer: MapLayer): boolean {
  return layer.layout.visibility !== 'none';
}

/**
 * The Layers section's content: layers grouped by `legendGroup`, one row per `layerGroup`
 * (a layer with `excludeLayerCollapse` gets its own row), sections and rows in legend order.
 */
export function legendSections(layers: readonly MapLayer[]): LegendSection[] {
  const byLegendOrder = [...layers].sort(
    (a, b) => a.legendOrder - b.legendOrder || a.id.localeCompare(b.id),
  );
  const entries = new Map<string, LayerGroupEntry>();
  for (const layer of byLegendOrder) {
    const id = groupIdOf(layer);
    const entry = entries.get(id);
    if (entry) {
      entry.layers.push(layer);
      entry.hasFill ||= layer.type === 'fill';
      entry.visibleByDefault ||= isVisibleByDefault(layer);
      continue;
    }
    entries.set(id, {
      id,
      label: layer.name,
      legendGroup: layer.legendGroup,
      layers: [layer],
      hasFill: layer.type === 'fill',
      visibleByDefault: isVisibleByDefault(layer),
    });
  }
  const sections = new Map<string, LegendSection>();
  for (const entry of entries.values()) {
    const section = sections.get(entry.legendGroup);
    if (section) section.entries.push(entry);
    else sections.set(entry.legendGroup, { legendGroup: entry.legendGroup, entries: [entry] });
  }
  return [...sections.values()];
}

/** The ids of the rows shown when the map opens. */
export function defaultVisibleGroups(layers: readonly MapLayer[]): string[] {
  return legendSections(layers)
    .flatMap((section) => section.entries)
    .filter((entry) => entry.visibleByDefault)
    .map((entry) => entry.id);
}
