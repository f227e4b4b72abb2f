import { Suspense, lazy, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { Link as RouterLink } from 'react-router-dom';
import { hasAnyRole, useAuthStore } from '@headgate/auth';
import { PATHS } from '@headgate/platform';
import { SHELL_INFO_PATHS } from '../routing/routeTable';

// Loaded when first opened: it is not part of the shell's first render.
const AboutDialog = lazy(() =>
  import('../about/AboutDialog').then(({ AboutDialog }) => ({ default: AboutDialog })),
);

/** The version the Changelog entry shows as its badge. */
export const CHANGELOG_VERSION = '1.0.0';

/** Where the Developer-only Documentation entry leads: the API's documentation page. */
const DOCUMENTATION_URL = '/api/docs';

/** The top bar's user menu (spec/dashboard.md §2, App shell). */
export function UserMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [aboutOpen, setAboutOpen] = useState(false);
  const user = useAuthStore((state) => state.user);
  const roles = useAuthStore((state) => state.roles);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="User menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {user && (
          <MenuItem
            component={RouterLink}
            to={PATHS.accountProfile}
            onClick={close}
            aria-label="Profile"
          >
            <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', py: 1 }}>
              <Avatar sx={{ width: 32, height: 32 }}>{user.name.charAt(0).toUpperCase()}</Avatar>
              <Box>
                <Typography variant="subtitle2">{user.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {user.email}
                </Typography>
              </Box>
            </Box>
          </MenuItem>
        )}
        {user && <Divider />}
        <MenuItem
          onClick={() => {
            close();
            setAboutOpen(true);
          }}
        >
          About
        </MenuItem>
        {hasAnyRole(roles, ['Developer']) && (
          <MenuItem component="a" href={DOCUMENTATION_URL} onClick={close}>
            Documentation
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={SHELL_INFO_PATHS.changelog} onClick={close}>
          Changelog
          <Chip label={CHANGELOG_VERSION} size="small" color="primary" sx={{ ml: 2 }} />
        </MenuItem>
        {user && (
          <MenuItem component={RouterLink} to={PATHS.account} onClick={close}>
            Your Account
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={SHELL_INFO_PATHS.support} onClick={close}>
          Support
        </MenuItem>
        {user && <Divider />}
        {user && (
          <MenuItem component={RouterLink} to={PATHS.logout} onClick={close}>
            Log out
          </MenuItem>
        )}
      </Menu>
      {aboutOpen && (
        <Suspense fallback={null}>
          <AboutDialog open onClose={() => setAboutOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
