import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The spinner shown while a screen, an area or a sign-in redirect is pending. */
export function Loader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', p: 10, flex: 1 }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
