import type { ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';

/**
 * A message over the map (basemap unavailable, layers failed to load): at the top centre, or
 * across the bottom on a phone, where the search box and the buttons leave no room at the top.
 */
export function MapOverlayMessage({
  severity,
  action,
  children,
}: {
  severity: AlertColor;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        position: 'absolute',
        zIndex: 2,
        bottom: { xs: 56, sm: 'auto' },
        top: { sm: 12 },
        left: { xs: 12, sm: '50%' },
        right: { xs: 12, sm: 'auto' },
        transform: { sm: 'translateX(-50%)' },
        width: { sm: 'max-content' },
        maxWidth: { sm: 'calc(100% - 120px)' },
      }}
    >
      <Alert severity={severity} variant="filled" action={action} sx={{ boxShadow: 4 }}>
        {children}
      </Alert>
    </Box>
  );
}
