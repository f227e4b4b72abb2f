import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { AreaPage, DASHBOARD_CRUMB, PATHS } from '@headgate/platform';

/** The tagline of the landing page (spec/public-map.md §2). */
export const LANDING_TAGLINE =
  'A System for Real-time Data Collection, Management, Visualization and Analytic';

/** `/login`: the landing page. */
export function LandingPage() {
  return (
    <AreaPage title="Welcome to Headgate" breadcrumbs={[DASHBOARD_CRUMB, { label: 'Welcome' }]}>
      <Typography sx={{ mb: 4 }}>{LANDING_TAGLINE}</Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        Access the Platform
      </Typography>
      <Typography component="p" gutterBottom>
        View public resources:
      </Typography>
      <Button variant="contained" component={RouterLink} to={PATHS.publicMap}>
        Public Access
      </Button>
    </AreaPage>
  );
}
