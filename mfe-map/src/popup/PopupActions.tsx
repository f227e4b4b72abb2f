import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { facilityPagePath } from '@headgate/site-map';

interface PopupActionsProps {
  facilityNdx: number | string | null;
  /** Absent when the feature has no series or nobody handles Detailed Results. */
  onDetailedResults?: () => void;
  detailedResultsOpen: boolean;
}

/** 'View Facility Page' for a United location, 'Detailed Results' for a location with series. */
export function PopupActions({
  facilityNdx,
  onDetailedResults,
  detailedResultsOpen,
}: PopupActionsProps) {
  if (facilityNdx === null && !onDetailedResults) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {facilityNdx !== null && (
        <Button
          size="small"
          variant="contained"
          href={facilityPagePath(facilityNdx)}
          target="_blank"
          rel="noopener"
          endIcon={<OpenInNewIcon />}
        >
          View Facility Page
        </Button>
      )}
      {onDetailedResults && (
        <ToggleButton
          size="small"
          color="primary"
          value="detailedResults"
          selected={detailedResultsOpen}
          onChange={onDetailedResults}
          sx={{ textTransform: 'none', py: 0.5 }}
        >
          <ShowChartIcon fontSize="small" sx={{ mr: 1 }} />
          Detailed Results
        </ToggleButton>
      )}
    </Box>
  );
}
