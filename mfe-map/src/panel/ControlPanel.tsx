import { Suspense, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Loader, retryingLazy } from '@headgate/design-system';
import type { LegendSection } from '../layers/layerGroups';
import { BasemapsSection } from './BasemapsSection';
import { LayersSection } from './LayersSection';
import { PanelRail } from './PanelRail';
import { PanelSectionIcon } from './PanelSectionIcon';
import {
  initialOpenSection,
  PANEL_SECTIONS,
  PANEL_SECTION_TITLES,
  panelWidth,
  SMALL_PANEL_CLOSED_WIDTH,
  type PanelSection,
} from './panelLayout';

// The radius tool's form loads when its section is first opened: it is closed at first.
const RadiusToolSection = retryingLazy(() =>
  import('../buffers/RadiusToolSection').then((module) => ({
    default: module.RadiusToolSection,
  })),
);

/**
 * The map's left control panel (spec/public-map.md §2): an accordion with one section open at a
 * time, Basemaps, Layers and the Radius Tool (Buffers). 315 px wide; on a small screen a 75 px rail that opens into a
 * 225 px panel over the map, so the map keeps its room.
 */
export function ControlPanel({
  smallScreen,
  sections,
  layersLoading,
  layersFailed,
}: {
  smallScreen: boolean;
  sections: readonly LegendSection[];
  layersLoading: boolean;
  layersFailed: boolean;
}) {
  const [open, setOpen] = useState<PanelSection | null>(() => initialOpenSection(smallScreen));
  const width = panelWidth(smallScreen, open);
  const overlaysMap = smallScreen && open !== null;

  return (
    <Box
      sx={{
        position: 'relative',
        flexShrink: 0,
        width: smallScreen ? SMALL_PANEL_CLOSED_WIDTH : width,
      }}
    >
      <Box
        component="section"
        aria-label="Map controls"
        data-panel-width={width}
        sx={{
          position: overlaysMap ? 'absolute' : 'relative',
          zIndex: overlaysMap ? 3 : 'auto',
          inset: overlaysMap ? '0 auto 0 0' : undefined,
          width,
          height: '100%',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          boxShadow: overlaysMap ? 8 : 'none',
        }}
      >
        {smallScreen && open === null ? (
          <PanelRail onOpen={setOpen} />
        ) : (
          PANEL_SECTIONS.map((section) => (
            <Accordion
              key={section}
              disableGutters
              square
              elevation={0}
              expanded={open === section}
              onChange={(_event, expanded) => setOpen(expanded ? section : null)}
              slotProps={{ transition: { unmountOnExit: true } }}
              sx={{ '&::before': { display: 'none' }, borderBottom: 1, borderColor: 'divider' }}
            >
              <AccordionSummary
                expandIcon={<ExpandMore />}
                id={`map-panel-${section}-header`}
                aria-controls={`map-panel-${section}-content`}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, color: 'primary.main' }}>
                  <PanelSectionIcon section={section} />
                  <Typography
                    component="h2"
                    variant="subtitle2"
                    sx={{ fontWeight: 700, color: 'text.primary' }}
                  >
                    {PANEL_SECTION_TITLES[section]}
                  </Typography>
                </Box>
              </AccordionSummary>
              <AccordionDetails id={`map-panel-${section}-content`} sx={{ pt: 0 }}>
                {section === 'basemaps' ? (
                  <BasemapsSection columns={smallScreen ? 2 : 3} />
                ) : section === 'buffers' ? (
                  <Suspense fallback={<Loader label="Loading the radius tool" />}>
                    <RadiusToolSection compact={smallScreen} />
                  </Suspense>
                ) : (
                  <LayersSection
                    sections={sections}
                    loading={layersLoading}
                    failed={layersFailed}
                  />
                )}
              </AccordionDetails>
            </Accordion>
          ))
        )}
      </Box>
    </Box>
  );
}
