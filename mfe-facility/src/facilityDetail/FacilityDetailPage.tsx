import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from '@headgate/routing';
import { ApiError, useEndpointQuery } from '@headgate/api-client';
import { useAuthStore } from '@headgate/auth';
import { facilityPagesEndpoints } from '@headgate/contracts';
import { DataState } from '@headgate/design-system';
import { PATHS } from '@headgate/site-map';
import { useCurrentPageLabel } from '@headgate/platform';
import { DataDrillDown } from '../drillDown/DataDrillDown';
import { RecentDataSummary } from '../recentData/RecentDataSummary';
import { FacilityDetailsCard } from './FacilityDetailsCard';

const FACILITY_ID = /^[1-9]\d{0,9}$/;

/**
 * A facility's page (spec §2 "Facility detail page"): its name, details card, Recent Data
 * Summary and, for callers with the full view, the Data Drill Down. An unknown id says so.
 */
export function FacilityDetailPage() {
  const { id = '' } = useParams();
  const facilityNdx = FACILITY_ID.test(id) ? Number(id) : null;
  if (facilityNdx === null) return <NoSuchFacility id={id} />;
  return <FacilityDetail key={facilityNdx} facilityNdx={facilityNdx} />;
}

function FacilityDetail({ facilityNdx }: { facilityNdx: number }) {
  const known = useAuthStore((state) => state.status !== 'loading');
  const details = useEndpointQuery(
    facilityPagesEndpoints.details,
    { params: { facilityNdx } },
    { enabled: known, retry: (failures, error) => !isRefusal(error) && failures < 2 },
  );
  const facility = details.data;
  useCurrentPageLabel(facility?.facility_name);

  if (details.error instanceof ApiError && details.error.status === 404) {
    return <NoSuchFacility id={String(facilityNdx)} />;
  }
  return (
    <DataState
      label="facility data"
      loading={details.isPending}
      error={details.error}
      errorText="Error fetching facility data: "
    >
      {facility && (
        <Stack spacing={4}>
          <Typography variant="h4" component="h2">
            {facility.facility_name}
          </Typography>
          <FacilityDetailsCard facility={facility} />
          <RecentDataSummary facility={facility} />
          {facility.view === 'full' ? <DataDrillDown facility={facility} /> : <PublicViewNote />}
        </Stack>
      )}
    </DataState>
  );
}

const isRefusal = (error: unknown) =>
  error instanceof ApiError && [401, 403, 404].includes(error.status);

function NoSuchFacility({ id }: { id: string }) {
  useCurrentPageLabel('Unknown facility');
  return (
    <Alert severity="info">
      There is no facility {id ? `“${id}”` : 'with this id'}.{' '}
      <Link component={RouterLink} to={PATHS.facilityPages}>
        See all facilities
      </Link>
    </Alert>
  );
}

/** What a reader without the full view (a visitor, a User it is not assigned to) is told. */
function PublicViewNote() {
  const status = useAuthStore((state) => state.status);
  const signIn = useAuthStore((state) => state.signIn);
  return (
    <Alert
      severity="info"
      action={
        status === 'anonymous' ? (
          <Button color="inherit" size="small" onClick={() => void signIn()}>
            Sign in
          </Button>
        ) : undefined
      }
    >
      The facility&apos;s detailed data (the 15-minute table and the Data Drill Down) is available
      to signed-in data users and to the users this facility is assigned to.
    </Alert>
  );
}
