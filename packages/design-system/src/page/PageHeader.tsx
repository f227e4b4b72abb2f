import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@headgate/routing';

/** One step of a breadcrumb trail; the last step is the current page and is never a link. */
export interface Crumb {
  label: string;
  to?: string;
}

/** A page's title and breadcrumbs, the same in every area. */
export function PageHeader({
  title,
  breadcrumbs,
}: {
  title: string;
  breadcrumbs: readonly Crumb[];
}) {
  return (
    <Box component="header" sx={{ mb: 4 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Breadcrumbs aria-label="Breadcrumb">
        {breadcrumbs.map((crumb, index) => {
          const current = index === breadcrumbs.length - 1;
          if (crumb.to && !current) {
            return (
              <Link
                key={crumb.label}
                component={RouterLink}
                to={crumb.to}
                underline="hover"
                color="inherit"
                // A 44 px touch target (WCAG 2.5.5) that takes no more room than the text.
                sx={{ display: 'inline-block', py: '13px', my: '-13px' }}
              >
                {crumb.label}
              </Link>
            );
          }
          return (
            <Typography
              key={crumb.label}
              color={current ? 'text.primary' : 'inherit'}
              aria-current={current ? 'page' : undefined}
            >
              {crumb.label}
            </Typography>
          );
        })}
      </Breadcrumbs>
    </Box>
  );
}
