import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { WELL_FIELD_FACILITY_NDX, type FacilityDetails } from '@headgate/contracts';
import { FifteenMinuteTable } from './FifteenMinuteTable';
import { LastFewWidget } from '../facilityWidgets/LastFewWidget';
import { MonthlyWidget } from '../facilityWidgets/MonthlyWidget';
import { PctFullWidget } from '../facilityWidgets/PctFullWidget';
import { WellFieldWidget } from '../facilityWidgets/WellFieldWidget';
import { YtdWidget } from '../facilityWidgets/YtdWidget';

const WIDGETS: Record<FacilityDetails['widget_order'][number], (facilityNdx: number) => ReactNode> =
  {
    ytd: (facilityNdx) => <YtdWidget facilityNdx={facilityNdx} />,
    lastfew: (facilityNdx) => <LastFewWidget facilityNdx={facilityNdx} />,
    monthly: (facilityNdx) => <MonthlyWidget facilityNdx={facilityNdx} />,
    pctfull: (facilityNdx) => <PctFullWidget facilityNdx={facilityNdx} />,
  };

/**
 * The 'Recent Data Summary' (spec §2): the facility's widgets in its `widget_order` (facility
 * 1778 has its own), then, in the full view, the 15-minute data table with its quick-set day
 * ranges. On narrow screens it can be collapsed.
 */
export function RecentDataSummary({ facility }: { facility: FacilityDetails }) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [expanded, setExpanded] = useState(true);
  const open = !narrow || expanded;
  return (
    <Card variant="outlined" component="section" aria-labelledby="recent-data-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="recent-data-title" variant="h6" component="h3">
            Recent Data Summary
          </Typography>
          {narrow && (
            <Button
              size="small"
              onClick={() => setExpanded((value) => !value)}
              aria-expanded={expanded}
              aria-controls="recent-data-content"
            >
              {expanded ? 'Collapse' : 'Expand'}
            </Button>
          )}
        </Stack>
        <Collapse in={open} id="recent-data-content">
          <Box
            data-widget-order={
              facility.facility_ndx === WELL_FIELD_FACILITY_NDX
                ? 'well-field'
                : facility.widget_order.join(',')
            }
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
              gap: 3,
              mt: 2,
            }}
          >
            {facility.facility_ndx === WELL_FIELD_FACILITY_NDX ? (
              <WellFieldWidget />
            ) : (
              facility.widget_order.map((widget) => (
                <Box key={widget} data-widget={widget} sx={{ minWidth: 0 }}>
                  {WIDGETS[widget](facility.facility_ndx)}
                </Box>
              ))
            )}
          </Box>
          {facility.view === 'full' && <FifteenMinuteTable facility={facility} />}
        </Collapse>
      </CardContent>
    </Card>
  );
}
