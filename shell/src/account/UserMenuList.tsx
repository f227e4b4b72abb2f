import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@headgate/routing';
import { DEVELOPER_ROLES, hasAnyRole, useAuthStore } from '@headgate/auth';
import { useCanOpen } from '@headgate/platform';
import { PATHS } from '@headgate/site-map';
import { useDeveloperDrawerStore } from '../developer/developerDrawerStore';
import { CHANGELOG_VERSION } from '../pages/changelogVersion';
import { rolesLabel } from './rolesLabel';

/** Where the Developer-only Documentation entry leads: the API's documentation page. */
const DOCUMENTATION_URL = '/api/docs';

interface UserMenuListProps {
  anchor: HTMLElement;
  onClose: () => void;
  onAbout: () => void;
}

/** The entries of the user menu (spec/dashboard.md §2, App shell), for whoever is signed in. */
export function UserMenuList({ anchor, onClose, onAbout }: UserMenuListProps) {
  const user = useAuthStore((state) => state.user);
  const roles = useAuthStore((state) => state.roles);
  const openDeveloperDrawer = useDeveloperDrawerStore((state) => state.openDrawer);
  const developer = hasAnyRole(roles, DEVELOPER_ROLES);
  const opensAccount = useCanOpen('account');
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {user && (
        <MenuItem
          component={RouterLink}
          to={PATHS.accountProfile}
          onClick={onClose}
          aria-label="Profile"
        >
          <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', py: 1 }}>
            <Avatar sx={{ width: 32, height: 32 }}>{user.name.charAt(0).toUpperCase()}</Avatar>
            <Box>
              <Typography variant="subtitle2">{user.name}</Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {user.email}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {rolesLabel(roles)}
              </Typography>
            </Box>
          </Box>
        </MenuItem>
      )}
      {user && <Divider />}
      <MenuItem
        onClick={() => {
          onClose();
          onAbout();
        }}
      >
        About
      </MenuItem>
      {developer && (
        <MenuItem component="a" href={DOCUMENTATION_URL} onClick={onClose}>
          Documentation
        </MenuItem>
      )}
      {developer && (
        <MenuItem
          onClick={() => {
            onClose();
            openDeveloperDrawer();
          }}
        >
          Developer Tools
        </MenuItem>
      )}
      <MenuItem component={RouterLink} to={PATHS.changelog} onClick={onClose}>
        Changelog
        <Chip label={CHANGELOG_VERSION} size="small" color="primary" sx={{ ml: 2 }} />
      </MenuItem>
      {opensAccount && (
        <MenuItem component={RouterLink} to={PATHS.account} onClick={onClose}>
          Your Account
        </MenuItem>
      )}
      <MenuItem component={RouterLink} to={PATHS.support} onClick={onClose}>
        Support
      </MenuItem>
      {user && <Divider />}
      {user && (
        <MenuItem component={RouterLink} to={PATHS.logout} onClick={onClose}>
          Log out
        </MenuItem>
      )}
    </Menu>
  );
}
