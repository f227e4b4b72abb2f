import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEndpointQuery } from '@headgate/api-client';
import { ignitionDemoEndpoints } from '@headgate/contracts';
import { DataState } from '@headgate/design-system';
import { ScadaIllustration } from './ScadaIllustration';

/**
 * Ignition Demo (spec route table): an image of the district's SCADA screens linking to its
 * SCADA site. The site comes from the server's configuration (HEADGATE_SCADA_URL); with none,
 * the image stands alone and says so.
 */
export function IgnitionDemoPage() {
  const settings = useEndpointQuery(ignitionDemoEndpoints.settings, {});
  const url = settings.data?.scada_url ?? null;
  return (
    <DataState
      label="the SCADA settings"
      loading={settings.isLoading}
      error={settings.error}
      errorText="Error fetching data: "
    >
      <Stack spacing={1} sx={{ maxWidth: 720 }}>
        {url ? (
          <Link
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Open the SCADA site (new tab)"
          >
            <ScadaIllustration />
          </Link>
        ) : (
          <>
            <ScadaIllustration />
            <Typography color="text.secondary">No SCADA site is configured.</Typography>
          </>
        )}
      </Stack>
    </DataState>
  );
}
