import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export const AREA_UNAVAILABLE_TITLE = 'This area is unavailable';

interface AreaUnavailableProps {
  /** The area's name as the user knows it, and its remote id. */
  areaName: string;
  remoteId: string;
  /** Why, when it is worth telling (a version this site cannot run); otherwise "try again". */
  reason?: string | null;
  /** The reference the failure was reported under, for the user to quote to the district. */
  reference?: string;
  onRetry: () => void;
}

/**
 * Stands in for an area (remote) that could not be loaded or crashed. Only the content area shows
 * it; the shell, the sidebar and every other area keep working.
 */
export function AreaUnavailable({
  areaName,
  remoteId,
  reason,
  reference,
  onRetry,
}: AreaUnavailableProps) {
  return (
    <Box sx={{ p: 6 }} data-area-unavailable={remoteId}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        <AlertTitle component="h2">{AREA_UNAVAILABLE_TITLE}</AlertTitle>
        {areaName} ({remoteId}) could not be loaded. The rest of Headgate keeps working;{' '}
        {reason ? (
          <>
            this version cannot run here: <span data-unavailable-reason>{reason}</span>.
          </>
        ) : (
          'try again in a moment.'
        )}
        {reference && (
          <>
            {' '}
            (reference <span data-failure-reference>{reference}</span>)
          </>
        )}
      </Alert>
    </Box>
  );
}
