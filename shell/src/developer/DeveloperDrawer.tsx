import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useAuthStore } from '@headgate/auth';
import { API_BASE, useLastApiAnswerStore } from '@headgate/api-client';
import { useSignInStore } from '../signIn/signInStore';
import { JsonSection } from './JsonSection';
import { RemotePinsSection } from './RemotePinsSection';

/**
 * The Developer drawer (spec/public-map.md §2): environment, the last raw API answer, the app's
 * user and the identity provider's user. It prints claims, never tokens.
 */
export function DeveloperDrawer({ onClose }: { onClose: () => void }) {
  const settings = useSignInStore((state) => state.settings);
  const identityClaims = useSignInStore((state) => state.identityClaims);
  const user = useAuthStore((state) => state.user);
  const roles = useAuthStore((state) => state.roles);
  const landingPageNdx = useAuthStore((state) => state.landingPageNdx);
  const lastApiAnswer = useLastApiAnswerStore((state) => state.answer);
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      // Above the shell's top bar, which sits over the sidebar drawer.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 } } } }}
    >
      <ButtonBase
        onClick={onClose}
        sx={{ justifyContent: 'flex-start', px: 4, py: 3, bgcolor: 'primary.main' }}
      >
        <Typography variant="h6" component="h2" sx={{ color: 'primary.contrastText' }}>
          Developer Tools (click to close)
        </Typography>
      </ButtonBase>
      <Box sx={{ p: 3 }}>
        <Alert severity="info" sx={{ mb: 3 }}>
          This drawer is only visible to Developers.
        </Alert>
        <RemotePinsSection onApply={() => window.location.reload()} />
        <JsonSection
          title="Environment"
          value={{
            appVersion: HEADGATE_APP_VERSION,
            apiBase: API_BASE,
            issuer: settings?.issuer ?? null,
            clientId: settings?.clientId ?? null,
            audience: settings?.audience ?? null,
          }}
        />
        <JsonSection title="Last API Data" value={lastApiAnswer} />
        <JsonSection title="App User" value={{ user, roles, landingPageNdx }} />
        <JsonSection title="Identity User" value={identityClaims} />
      </Box>
    </Drawer>
  );
}
