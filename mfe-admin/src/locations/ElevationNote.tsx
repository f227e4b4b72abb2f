import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@headgate/api-client';
import { useAuthScope } from '@headgate/auth';

/**
 * The elevation of the location's coordinate from the configured terrain service (spec §7),
 * or why there is none.
 */
export function ElevationNote({ latitude, longitude }: { latitude: number; longitude: number }) {
  const scope = useAuthScope();
  const elevation = useQuery({
    queryKey: ['terrain-elevation', latitude, longitude, scope],
    queryFn: () =>
      apiFetch<{ elevation_ft: number }>(`/terrain-elevation/${latitude}/${longitude}`),
    retry: false,
    staleTime: Infinity,
  });
  const text = elevation.isLoading
    ? 'Elevation: looking it up…'
    : elevation.error
      ? `Elevation: ${(elevation.error as { code?: string }).code === 'not_configured' ? 'no terrain service is configured' : elevation.error.message}`
      : `Elevation: ${elevation.data?.elevation_ft.toLocaleString('en-US')} ft`;
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {text}
    </Typography>
  );
}
