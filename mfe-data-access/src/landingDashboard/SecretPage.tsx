import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { LandingDashboard } from './LandingDashboard';

/** `/secret` (spec §2): a banner saying only signed-in users see it, then the dashboard. */
export function SecretPage() {
  return (
    <Stack spacing={3}>
      <Alert severity="info">This page is only visible to authenticated users.</Alert>
      <LandingDashboard />
    </Stack>
  );
}
