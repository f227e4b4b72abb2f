import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { PANEL_SECTIONS, PANEL_SECTION_TITLES, type PanelSection } from './panelLayout';
import { PanelSectionIcon } from './PanelSectionIcon';

/** The closed panel on a small screen: a 75 px rail with one button per section. */
export function PanelRail({ onOpen }: { onOpen: (section: PanelSection) => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1 }}>
      {PANEL_SECTIONS.map((section) => (
        <ButtonBase
          key={section}
          focusRipple
          aria-expanded={false}
          onClick={() => onOpen(section)}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 0.5,
            py: 2,
            borderRadius: 1.5,
            color: 'text.secondary',
            '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover', color: 'primary.main' },
          }}
        >
          <PanelSectionIcon section={section} />
          <Typography variant="caption" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
            {PANEL_SECTION_TITLES[section]}
          </Typography>
        </ButtonBase>
      ))}
    </Box>
  );
}
