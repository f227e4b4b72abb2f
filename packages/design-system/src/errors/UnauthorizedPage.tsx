import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from '@headgate/routing';

/** Shown by the strict guard when the user lacks the role (spec/public-map.md §2). */
export function UnauthorizedPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Unauthorized
      </Typography>
      <Typography component="p" sx={{ fontFamily: 'monospace', mb: 2 }}>
        {pathname}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 6 }}>
        You do not have permission to access this resource.
      </Typography>
      <Button variant="contained" onClick={() => navigate(-1)}>
        Back to Previous Page
      </Button>
    </Box>
  );
}
