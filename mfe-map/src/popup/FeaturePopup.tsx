import { useId, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { PopupActions } from './PopupActions';
import { facilityNdxOf, hasDetailedResults, type PopupFeature } from './popupFeatures';
import { isLocationLayer } from './popupLayers';
import { PopupPager } from './PopupPager';
import { popupRows } from './popupRows';
import { PopupTable } from './PopupTable';
import { reportAge } from './reportAge';
import { ReportAgeLine } from './ReportAgeLine';

/** Popup sizes of spec/public-map.md §9. */
export const POPUP_MAX_WIDTH = 380;
export const POPUP_SMALL_SCREEN_WIDTH = 205;
export const POPUP_CONTENT_HEIGHT = 200;
export const POPUP_EXTRA_SMALL_CONTENT_HEIGHT = 120;

export interface FeaturePopupProps {
  /** The features under the click point, already de-duplicated (see `popupFeatures`). */
  features: readonly PopupFeature[];
  onClose: () => void;
  /** Opens or closes the time-series panel of a location; without it the button is not shown. */
  onDetailedResults?: (feature: PopupFeature) => void;
  /** Whether the time-series panel is open for a feature, so its toggle shows pressed. */
  isDetailedResultsOpen?: (feature: PopupFeature) => boolean;
}

/**
 * The map's feature popup (spec/public-map.md §2): one feature per page, starting at page 1,
 * with its title, how old a location's data is, its label/value table, 'View Facility Page' for
 * United locations and 'Detailed Results' for locations with series. Left and right arrow keys
 * page (wrapping around like the buttons), Escape closes. Plain React: the map places it.
 */
export function FeaturePopup({
  features,
  onClose,
  onDetailedResults,
  isDetailedResultsOpen,
}: FeaturePopupProps) {
  const titleId = useId();
  // The page belongs to one set of features: a new click starts again at page 1.
  const [paging, setPaging] = useState({ features, index: 0 });
  // One clock reading per popup, so re-renders do not change the age line under the reader.
  const [openedAt] = useState(() => new Date());
  const index = paging.features === features ? paging.index : 0;
  const feature = features[Math.min(index, features.length - 1)];
  if (!feature) return null;

  // Paging wraps around, so the pager's buttons are never disabled under the user's focus.
  const pageBy = (step: number) =>
    setPaging({ features, index: (index + step + features.length) % features.length });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowLeft') pageBy(-1);
    else if (event.key === 'ArrowRight') pageBy(1);
    else return;
    event.preventDefault();
  };

  const content = popupRows(feature.layer, feature.properties);
  const age = isLocationLayer(feature.layer)
    ? reportAge(feature.properties.last_report, openedAt)
    : null;
  const showDetailedResults = onDetailedResults && hasDetailedResults(feature);

  return (
    <Paper
      role="dialog"
      aria-labelledby={titleId}
      elevation={4}
      onKeyDown={onKeyDown}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 2,
        maxWidth: POPUP_MAX_WIDTH,
        [theme.breakpoints.down('md')]: { width: POPUP_SMALL_SCREEN_WIDTH },
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          id={titleId}
          component="h2"
          variant="subtitle1"
          sx={{ flex: 1, fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.3 }}
        >
          {content.title}
        </Typography>
        <IconButton size="small" aria-label="Close popup" onClick={onClose} sx={{ mt: -1 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {age && <ReportAgeLine age={age} />}
      <Box
        tabIndex={0}
        role="region"
        aria-label={`${content.title} details`}
        sx={(theme) => ({
          maxHeight: POPUP_CONTENT_HEIGHT,
          overflowY: 'auto',
          [theme.breakpoints.down('sm')]: { maxHeight: POPUP_EXTRA_SMALL_CONTENT_HEIGHT },
        })}
      >
        <PopupTable content={content} />
      </Box>
      <PopupActions
        facilityNdx={facilityNdxOf(feature)}
        onDetailedResults={showDetailedResults ? () => onDetailedResults(feature) : undefined}
        detailedResultsOpen={Boolean(showDetailedResults && isDetailedResultsOpen?.(feature))}
      />
      {features.length > 1 && (
        <PopupPager
          page={index + 1}
          pageCount={features.length}
          onPrevious={() => pageBy(-1)}
          onNext={() => pageBy(1)}
        />
      )}
    </Paper>
  );
}
