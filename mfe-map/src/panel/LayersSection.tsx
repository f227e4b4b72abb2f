import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LegendSection } from '../layers/layerGroups';
import { groupOpacity, isGroupVisible, useMapSettingsStore } from '../mapState/mapSettingsStore';
import { LayerGroupRow } from './LayerGroupRow';

/** What the section says when the layers call answered none (spec/public-map.md §8). */
export const NO_LAYERS_TEXT = 'No layers found';

/**
 * The Layers section: the layer groups under their legend group headings (Locations, DWR Data,
 * Boundaries, Hydrology, CDSS), each with its switch and, for fills, its opacity.
 */
export function LayersSection({
  sections,
  loading,
  failed,
}: {
  sections: readonly LegendSection[];
  loading: boolean;
  failed: boolean;
}) {
  const settings = useMapSettingsStore();
  if (sections.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {loading
          ? 'Loading layers…'
          : failed
            ? 'The layers appear here once the map layers load.'
            : NO_LAYERS_TEXT}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {sections.map((section) => (
        <Box component="section" key={section.legendGroup} aria-label={section.legendGroup}>
          <Typography
            component="h3"
            variant="overline"
            color="text.secondary"
            sx={{ display: 'block', lineHeight: 2, fontWeight: 600 }}
          >
            {section.legendGroup}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {section.entries.map((entry) => (
              <LayerGroupRow
                key={entry.id}
                entry={entry}
                visible={isGroupVisible(entry, settings)}
                opacity={groupOpacity(entry.id, settings)}
                onVisibleChange={(visible) => settings.setGroupVisible(entry.id, visible)}
                onOpacityChange={(opacity) => settings.setGroupOpacity(entry.id, opacity)}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
