import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FacilityDetails } from '@headgate/contracts';

/** The facility's details card: code, type, and (in the full view) its locations. */
export function FacilityDetailsCard({ facility }: { facility: FacilityDetails }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="facility-details-title">
      <CardContent>
        <Typography id="facility-details-title" variant="h6" component="h3" gutterBottom>
          Details
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 3,
            rowGap: 1,
            m: 0,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0 },
          }}
        >
          <dt>Facility</dt>
          <dd>{facility.facility_name}</dd>
          <dt>Code</dt>
          <dd>{facility.facility}</dd>
          <dt>Type</dt>
          <dd>{facility.facility_type_desc}</dd>
          <dt>Facility id</dt>
          <dd>{facility.facility_ndx}</dd>
          {facility.locations.length > 0 && (
            <>
              <dt>Locations</dt>
              <dd>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {facility.locations.map((location) => (
                    <Chip
                      key={location.location_ndx}
                      size="small"
                      variant="outlined"
                      sx={{
                        maxWidth: '100%',
                        height: 'auto',
                        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
                      }}
                      label={`${location.location_name} (${location.location_id})`}
                      icon={
                        <Box
                          component="span"
                          aria-hidden
                          sx={{
                            width: 10,
                            height: 10,
                            borderRadius: '50%',
                            bgcolor: location.legend_color,
                          }}
                        />
                      }
                    />
                  ))}
                </Stack>
              </dd>
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
