import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from '@headgate/routing';
import { useAuthStore } from '@headgate/auth';
import { PATHS } from '@headgate/site-map';
import { UserMenu } from '../account/UserMenu';
import { ThemeSwitch } from '../theme/ThemeSwitch';

/** The shell's top bar: sidebar toggle, brand, theme switch, and Login or the user menu. */
export function TopBar({ onToggleSidebar }: { onToggleSidebar: () => void }) {
  const anonymous = useAuthStore((state) => state.status === 'anonymous');
  const signIn = useAuthStore((state) => state.signIn);
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar
        variant="dense"
        sx={{
          gap: 1,
          // On touch screens and phones every target of the bar is at least 44 px (WCAG 2.5.5).
          '@media (pointer: coarse), (max-width: 600px)': {
            '& .MuiIconButton-root, & .MuiButton-root': { minWidth: 44, minHeight: 44 },
            '& > a': { minHeight: 44, display: 'inline-flex', alignItems: 'center' },
          },
        }}
      >
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Toggle sidebar"
          onClick={onToggleSidebar}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          component={RouterLink}
          to={PATHS.publicMap}
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
        >
          Headgate
        </Typography>
        <Box sx={{ flex: 1 }} />
        <ThemeSwitch />
        {/* Hidden while the sign-in is read, so a signed-in user never sees it flash. */}
        {anonymous && (
          <Button color="inherit" onClick={() => void signIn()}>
            Login
          </Button>
        )}
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
