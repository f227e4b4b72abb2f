import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { CalendarDay } from '@headgate/contracts';
import {
  dayOfPickerDate,
  pickerDateOf,
  QUICK_RANGES,
  type DayRange,
  type QuickRange,
} from './timeSeriesWindow';
import { DATE_FORMAT } from '@headgate/district-clock';

interface TimeSeriesFiltersProps {
  range: DayRange;
  today: CalendarDay;
  onRangeChange: (range: DayRange) => void;
  onQuickRange: (range: QuickRange) => void;
  /** Whether the accordion starts open (not on a phone, where the chart needs the room). */
  defaultExpanded: boolean;
}

/**
 * The panel's Filters (spec/public-map.md §2, §5): Start Date and End Date pickers (MM/dd/yyyy,
 * closing on pick) and the quick ranges. A typed date applies once it is a whole date in range.
 */
export function TimeSeriesFilters({
  range,
  today,
  onRangeChange,
  onQuickRange,
  defaultExpanded,
}: TimeSeriesFiltersProps) {
  const pickStart = (value: Date | null) => {
    const start = dayOfPickerDate(value);
    if (start && start <= range.end) onRangeChange({ ...range, start });
  };
  const pickEnd = (value: Date | null) => {
    const end = dayOfPickerDate(value);
    if (end && end >= range.start && end <= today) onRangeChange({ ...range, end });
  };
  const pickerSlots = { textField: { size: 'small' as const, fullWidth: true } };

  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      elevation={0}
      square
      sx={{ bgcolor: 'transparent', '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 40, px: 2 }}>
        <Typography variant="subtitle2" component="span">
          Filters
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'flex', flexDirection: 'column', gap: 3, px: 2 }}>
        <LocalizationProvider dateAdapter={AdapterDateFns}>
          <DatePicker
            label="Start Date"
            format={DATE_FORMAT}
            closeOnSelect
            value={pickerDateOf(range.start)}
            maxDate={pickerDateOf(range.end)}
            onChange={pickStart}
            slotProps={pickerSlots}
          />
          <DatePicker
            label="End Date"
            format={DATE_FORMAT}
            closeOnSelect
            value={pickerDateOf(range.end)}
            minDate={pickerDateOf(range.start)}
            maxDate={pickerDateOf(today)}
            onChange={pickEnd}
            slotProps={pickerSlots}
          />
        </LocalizationProvider>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {QUICK_RANGES.map((quick) => {
            const active = range.end === today && range.start === quick.startFrom(today);
            return (
              <Button
                key={quick.id}
                size="small"
                variant={active ? 'contained' : 'outlined'}
                aria-pressed={active}
                onClick={() => onQuickRange(quick)}
                sx={{ flex: 1, whiteSpace: 'nowrap' }}
              >
                {quick.label}
              </Button>
            );
          })}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
