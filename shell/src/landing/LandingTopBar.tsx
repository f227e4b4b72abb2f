import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import { PATHS } from '@headgate/site-map';
import { PRIMARY_COLOR } from '@headgate/design-system/frame';
import { LandingLink } from './LandingLink';

/** The landing page's own top bar, over the intro video: the brand, and the way in. */
export function LandingTopBar({ onLogIn }: { onLogIn: () => void }) {
  return (
    <AppBar
      position="absolute"
      elevation={0}
      color="transparent"
      sx={{ color: 'common.white', zIndex: 1 }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <Box
          component={LandingLink}
          to={PATHS.publicMap}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            color: 'inherit',
            textDecoration: 'none',
          }}
        >
          <WaterDropIcon />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            Headgate
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          onClick={onLogIn}
          aria-label="Log in to Dashboard"
          sx={{
            bgcolor: 'common.white',
            // The brand blue in every theme: the dark theme's lighter primary fails contrast on white.
            color: PRIMARY_COLOR,
            '&:hover': { bgcolor: 'grey.100' },
          }}
        >
          {/* Shortened on extra-small screens by the style sheet, so the HTML rendered at build
              fits every width; the accessible name stays the full one. */}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, whiteSpace: 'pre' }}>
            {'Log in to '}
          </Box>
          Dashboard
        </Button>
      </Toolbar>
    </AppBar>
  );
}
