import { useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { showToast } from '@headgate/design-system';
import { printChartColors, themeChartColors } from './chartColors';
import { timeSeriesChartOptions } from './chartOptions';
import { CsvDownloadButton } from './CsvDownloadButton';
import { dockedPanelSx } from './panelLayout';
import { saveChartPdf } from './savePdf';
import { hasReadings, TimeSeriesChartArea } from './TimeSeriesChartArea';
import { printableChartSvg } from './TimeSeriesChart';
import { TimeSeriesFilters } from './TimeSeriesFilters';
import { useMapBottomCover } from './useMapBottomCover';
import type { TimeSeriesLocation } from './timeSeriesLocation';
import { useGraphSeries } from './timeSeriesQueries';
import {
  defaultRange,
  formatDay,
  quickRange,
  rangeInstants,
  todayOnMapClock,
  type DayRange,
  type QuickRange,
} from './timeSeriesWindow';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';

interface Selection {
  range: DayRange;
  /** When the range was chosen: a range ending today runs up to this moment. */
  asOf: Date;
}

function selectionOf(range: DayRange): Selection {
  return { range, asOf: new Date() };
}

/**
 * The time-series panel of a location (spec/public-map.md §2, §4): its title, Download CSV,
 * Save PDF, Expand/Collapse and Close, the Filters and the chart of its flow, stage or water
 * level over the chosen days (by default the last 3).
 */
export default function TimeSeriesPanel({
  location,
  onClose,
}: {
  location: TimeSeriesLocation;
  onClose: () => void;
}) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [expanded, setExpanded] = useState(false);
  const [selection, setSelection] = useState(() => selectionOf(defaultRange(new Date())));
  const { range, asOf } = selection;
  const window = useMemo(() => rangeInstants(range, asOf), [range, asOf]);
  const state = useGraphSeries(location, window);
  const series = state.status === 'success' ? state.series : null;
  const title = `${location.locationName} (${location.locationId})`;
  const options = useMemo(
    () =>
      series && timeSeriesChartOptions({ title, series, window, colors: themeChartColors(theme) }),
    [title, series, window, theme],
  );

  const days = `${formatDay(range.start)} to ${formatDay(range.end)}`;
  const savePdf = async () => {
    if (!series) return;
    try {
      await saveChartPdf({
        drawing: printableChartSvg(
          timeSeriesChartOptions({ title, series, window, colors: printChartColors(theme) }),
        ),
        title,
        subtitle: `${days} (${DISTRICT_TIME_ZONE})`,
        fileName: `${location.locationId}_${range.start}_to_${range.end}.pdf`,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      showToast('error', `The PDF could not be saved: ${reason}`);
    }
  };
  const expandLabel = expanded ? 'Collapse panel' : 'Expand panel';
  const panelRef = useRef<HTMLElement>(null);
  useMapBottomCover(panelRef);

  return (
    <Box
      ref={panelRef}
      component="section"
      aria-labelledby={titleId}
      data-time-series-panel
      sx={dockedPanelSx(expanded)}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          columnGap: 1,
          px: { xs: 2, sm: 3 },
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          id={titleId}
          component="h2"
          variant="subtitle1"
          noWrap
          title={title}
          sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}
        >
          {title}
        </Typography>
        {/* On a phone the downloads take a line of their own under the title and panel buttons. */}
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            order: { xs: 1, sm: 0 },
            width: { xs: '100%', sm: 'auto' },
          }}
        >
          <CsvDownloadButton location={location} range={range} />
          <Button
            size="small"
            startIcon={<PictureAsPdfIcon />}
            disabled={!hasReadings(state)}
            onClick={() => void savePdf()}
          >
            Save PDF
          </Button>
        </Box>
        <Tooltip title={expandLabel}>
          <IconButton
            size="small"
            aria-label={expandLabel}
            onClick={() => setExpanded((on) => !on)}
          >
            {expanded ? (
              <CloseFullscreenIcon fontSize="small" />
            ) : (
              <OpenInFullIcon fontSize="small" />
            )}
          </IconButton>
        </Tooltip>
        <Tooltip title="Close panel">
          <IconButton size="small" aria-label="Close panel" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
        }}
      >
        <Box
          sx={(theme) => ({
            flexShrink: 0,
            overflowY: 'auto',
            borderBottom: 1,
            borderColor: 'divider',
            // Colour again with the side: a border shorthand resets it.
            [theme.breakpoints.up('md')]: {
              width: 300,
              borderBottom: 0,
              borderRight: 1,
              borderColor: 'divider',
            },
          })}
        >
          <TimeSeriesFilters
            range={range}
            today={todayOnMapClock(asOf)}
            onRangeChange={(next) => setSelection(selectionOf(next))}
            onQuickRange={(quick: QuickRange) =>
              setSelection(selectionOf(quickRange(quick, new Date())))
            }
            defaultExpanded={!phone}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', p: 1 }}>
          <TimeSeriesChartArea state={state} options={options} />
        </Box>
      </Box>
    </Box>
  );
}
