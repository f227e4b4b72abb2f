import Typography from '@mui/material/Typography';
import { PAGES, breadcrumbsOf } from '@headgate/site-map';
import { AreaPage } from '@headgate/platform';
import { CHANGELOG_VERSION } from './changelogVersion';

/** `/changelog`: what changed in each release. */
export function ChangelogPage() {
  return (
    <AreaPage title={PAGES.changelog.title} breadcrumbs={breadcrumbsOf('changelog')}>
      <Typography variant="h6" component="h2">
        {CHANGELOG_VERSION}
      </Typography>
      <Typography color="text.secondary">
        The Headgate platform: the shell and five independently deployed areas.
      </Typography>
    </AreaPage>
  );
}
