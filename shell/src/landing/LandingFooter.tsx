import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import BuildIcon from '@mui/icons-material/Build';
import { DeveloperOnly } from '@headgate/auth';
import { showToast } from '@headgate/design-system/frame';
import { useDeveloperDrawerStore } from '../developer/developerDrawerStore';

/** Footer links the spec names as placeholders: their pages are not published yet. */
const PLACEHOLDER_LINKS = ['Documentation', 'Privacy', 'Terms of Service'] as const;

/** The landing page's footer: placeholder links, copyright, and the Developer tools opener. */
export function LandingFooter() {
  const openDeveloperDrawer = useDeveloperDrawerStore((state) => state.openDrawer);
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4 }}>
      <Container
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 3,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} Headgate
        </Typography>
        <Box component="nav" aria-label="Footer" sx={{ display: 'flex', gap: 5 }}>
          {PLACEHOLDER_LINKS.map((label) => (
            <Link
              key={label}
              component="button"
              variant="body2"
              color="text.secondary"
              underline="hover"
              onClick={() => showToast('info', `${label} is not published yet.`)}
            >
              {label}
            </Link>
          ))}
        </Box>
        <DeveloperOnly>
          <IconButton
            size="small"
            aria-label="Developer tools"
            title="Developer tools"
            onClick={openDeveloperDrawer}
          >
            <BuildIcon fontSize="small" />
          </IconButton>
        </DeveloperOnly>
      </Container>
    </Box>
  );
}
