import Typography from '@mui/material/Typography';
import { PAGES, breadcrumbsOf } from '@headgate/site-map';
import { AreaPage } from '@headgate/platform';

/** `/support`: how to reach the district. */
export function SupportPage() {
  return (
    <AreaPage title={PAGES.support.title} breadcrumbs={breadcrumbsOf('support')}>
      <Typography>
        For help with Headgate, contact the district office. Please include the page address and
        what you expected to see.
      </Typography>
    </AreaPage>
  );
}
