import Typography from '@mui/material/Typography';
import { DASHBOARD_CRUMB } from '@headgate/site-map';
import { AreaPage } from '@headgate/platform';

/** `/support`: how to reach the district. */
export function SupportPage() {
  return (
    <AreaPage title="Support" breadcrumbs={[DASHBOARD_CRUMB, { label: 'Support' }]}>
      <Typography>
        For help with Headgate, contact the district office. Please include the page address and
        what you expected to see.
      </Typography>
    </AreaPage>
  );
}
