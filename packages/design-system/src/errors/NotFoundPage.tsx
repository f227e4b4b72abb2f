import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@headgate/routing';

/** The 404 page of spec/dashboard.md §2. */
export function NotFoundPage() {
  return (
    <Box sx={{ p: 10, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        404
      </Typography>
      <Typography variant="h5" component="p" gutterBottom>
        Page not found.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 6 }}>
        The page you are looking for might have been removed.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Return to website
      </Button>
    </Box>
  );
}
