import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MOBILE_LEGEND } from '@headgate/contracts';

const swatch = {
  width: 28,
  height: 20,
  border: 1,
  borderColor: 'divider',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 14,
} as const;

/** The tracker's legend (spec §2): Missing Data yellow, Not Collecting blank, Not Applicable '-'. */
export function TrackerLegend() {
  return (
    <Stack
      component="dl"
      direction="row"
      aria-label="Legend"
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {[
        { ...MOBILE_LEGEND.missing, text: '', color: MOBILE_LEGEND.missing.color },
        { ...MOBILE_LEGEND.notCollecting, color: undefined },
        { ...MOBILE_LEGEND.notApplicable, color: undefined },
      ].map((entry) => (
        <Stack key={entry.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            component="dt"
            sx={{ ...swatch, bgcolor: entry.color, color: 'rgba(0, 0, 0, 0.87)' }}
          >
            {entry.text}
          </Box>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {entry.label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
