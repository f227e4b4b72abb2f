import Typography from '@mui/material/Typography';
import { useEndpointQuery } from '@headgate/api-client';
import { ELEVATION_DECIMALS, locationSetupEndpoints } from '@headgate/contracts';

/**
 * The elevation of the location's coordinate from the configured terrain service (spec §7),
 * or why there is none.
 */
export function ElevationNote({ latitude, longitude }: { latitude: number; longitude: number }) {
  const elevation = useEndpointQuery(
    locationSetupEndpoints.terrainElevation,
    { params: { latitude, longitude } },
    { retry: false, staleTime: Infinity },
  );
  const text = elevation.isLoading
    ? 'Elevation: looking it up…'
    : elevation.error
      ? `Elevation: ${(elevation.error as { code?: string }).code === 'not_configured' ? 'no terrain service is configured' : elevation.error.message}`
      : `Elevation: ${elevation.data?.elevation_ft.toLocaleString('en-US', { maximumFractionDigits: ELEVATION_DECIMALS })} ft`;
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {text}
    </Typography>
  );
}
