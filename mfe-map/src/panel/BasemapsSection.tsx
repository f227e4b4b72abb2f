import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { BASEMAP_IDS, BASEMAP_LABELS } from '@headgate/contracts/calls';
import { BASEMAP_PREVIEWS } from '../basemaps/previews';
import { useMapSettingsStore } from '../mapState/mapSettingsStore';

/**
 * The Basemaps section (spec/public-map.md §2): Outdoors, Satellite, Streets, Light and Dark,
 * each with a static preview. A radio group: the chosen basemap is checked.
 */
export function BasemapsSection({ columns }: { columns: number }) {
  const basemap = useMapSettingsStore((state) => state.basemap);
  const setBasemap = useMapSettingsStore((state) => state.setBasemap);
  return (
    <Box
      role="radiogroup"
      aria-label="Basemap"
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 2 }}
    >
      {BASEMAP_IDS.map((id) => {
        const checked = id === basemap;
        return (
          <ButtonBase
            key={id}
            role="radio"
            aria-checked={checked}
            onClick={() => setBasemap(id)}
            focusRipple
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'stretch',
              gap: 1,
              p: 1,
              borderRadius: 1.5,
              border: 2,
              borderColor: checked ? 'primary.main' : 'transparent',
              bgcolor: checked ? 'action.selected' : 'transparent',
              '&:hover': { bgcolor: 'action.hover' },
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
            }}
          >
            <Box
              component="img"
              src={BASEMAP_PREVIEWS[id]}
              alt=""
              sx={{
                width: '100%',
                aspectRatio: '4 / 3',
                display: 'block',
                borderRadius: 1,
                boxShadow: 1,
              }}
            />
            <Typography
              variant="caption"
              sx={{
                fontWeight: checked ? 700 : 500,
                color: checked ? 'primary.main' : 'text.primary',
              }}
            >
              {BASEMAP_LABELS[id]}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
