import { useMemo } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@headgate/routing';
import { useEndpointQuery } from '@headgate/api-client';
import { facilityPagesEndpoints } from '@headgate/contracts';
import { DataState } from '@headgate/design-system';
import { facilityPagePath } from '@headgate/site-map';
import { facilitiesByType } from './facilitiesByType';

/**
 * The facilities the caller may see, a card per facility type, each name opening the facility's
 * page (spec §2 "Facilities list page"). The server decides which facilities those are.
 */
export function FacilitiesListPage() {
  const list = useEndpointQuery(facilityPagesEndpoints.list, {});
  const sections = useMemo(() => facilitiesByType(list.data ?? []), [list.data]);
  return (
    <DataState
      label="facilities"
      loading={list.isPending}
      error={list.error}
      errorText="Error fetching facilities: "
      empty={sections.length === 0}
      emptyText="No facilities to show."
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ flexWrap: 'wrap' }}
        useFlexGap
      >
        {sections.map((section) => (
          <Card key={section.facilityTypeNdx} variant="outlined" sx={{ minWidth: 260, flex: 1 }}>
            <CardContent>
              <Typography
                variant="h6"
                component="h2"
                id={`facility-type-${section.facilityTypeNdx}`}
              >
                {section.facilityTypeDesc}
              </Typography>
              <List dense aria-labelledby={`facility-type-${section.facilityTypeNdx}`}>
                {section.facilities.map((facility) => (
                  <ListItem key={facility.facility_ndx} disableGutters>
                    <Link
                      component={RouterLink}
                      to={facilityPagePath(facility.facility_ndx)}
                      underline="hover"
                    >
                      {facility.facility_name}
                    </Link>
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </DataState>
  );
}
