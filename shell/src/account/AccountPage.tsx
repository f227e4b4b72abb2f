import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAuthStore } from '@headgate/auth';
import { PAGES, breadcrumbsOf } from '@headgate/site-map';
import { AreaPage } from '@headgate/platform';
import { LandingPageName } from './LandingPageName';
import { rolesLabel } from './rolesLabel';

/** The account pages: who is signed in, with which role and landing page. */
export function AccountPage({ page }: { page: 'account' | 'accountProfile' }) {
  const { title } = PAGES[page];
  const user = useAuthStore((state) => state.user);
  const roles = useAuthStore((state) => state.roles);
  const landingPageNdx = useAuthStore((state) => state.landingPageNdx);
  return (
    <AreaPage title={title} breadcrumbs={breadcrumbsOf(page)}>
      {user ? (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 6,
            rowGap: 2,
            m: 0,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0 },
          }}
        >
          <Typography component="dt">Name</Typography>
          <Typography component="dd">{user.name}</Typography>
          <Typography component="dt">Nickname</Typography>
          <Typography component="dd">{user.nickname || '—'}</Typography>
          <Typography component="dt">Email</Typography>
          <Typography component="dd">{user.email || '—'}</Typography>
          <Typography component="dt">Role</Typography>
          <Typography component="dd">{rolesLabel(roles)}</Typography>
          <Typography component="dt">Landing page</Typography>
          <Typography component="dd">
            <LandingPageName landingPageNdx={landingPageNdx} />
          </Typography>
        </Box>
      ) : (
        <Typography color="text.secondary">You are not signed in.</Typography>
      )}
    </AreaPage>
  );
}
