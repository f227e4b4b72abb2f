import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import LoginIcon from '@mui/icons-material/Login';
import PublicIcon from '@mui/icons-material/Public';
import { PATHS } from '@headgate/site-map';
import { LandingLink } from './LandingLink';

function Choice({
  icon,
  label,
  description,
  action,
}: {
  icon: ReactNode;
  label: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 6, display: 'flex', flexDirection: 'column', gap: 3, alignItems: 'flex-start' }}
    >
      <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
      <Typography variant="h6" component="h3">
        {label}
      </Typography>
      <Typography color="text.secondary" sx={{ flex: 1 }}>
        {description}
      </Typography>
      {action}
    </Paper>
  );
}

/**
 * 'Access the Platform': log in with a user profile (back to the public map afterwards), or
 * view the public resources without an account (spec/public-map.md §2).
 */
export function AccessPlatform({ onLogIn }: { onLogIn: () => void }) {
  return (
    <Container
      component="section"
      maxWidth="md"
      aria-labelledby="access-the-platform"
      sx={{ py: { xs: 10, md: 14 } }}
    >
      <Typography
        id="access-the-platform"
        variant="h4"
        component="h2"
        align="center"
        sx={{ fontWeight: 700, mb: 8 }}
      >
        Access the Platform
      </Typography>
      <Box sx={{ display: 'grid', gap: 6, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Choice
          icon={<LockIcon fontSize="large" />}
          label="Log in with user profile:"
          description="District staff and partners: dashboards, facility data, alerts and field tools."
          action={
            <Button variant="contained" startIcon={<LoginIcon />} onClick={onLogIn}>
              Log In
            </Button>
          }
        />
        <Choice
          icon={<PublicIcon fontSize="large" />}
          label="View public resources:"
          description="The public map of the district's water locations, layers and latest readings."
          action={
            <Button variant="outlined" component={LandingLink} to={PATHS.publicMap}>
              Public Access
            </Button>
          }
        />
      </Box>
    </Container>
  );
}
