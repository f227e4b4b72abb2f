import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

interface PopupPagerProps {
  /** 1-based, as the user reads it. */
  page: number;
  pageCount: number;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * "1 of 3" between the previous and next buttons. The popup wraps around (previous from the
 * first page goes to the last), so the buttons never turn disabled under a keyboard user's focus.
 */
export function PopupPager({ page, pageCount, onPrevious, onNext }: PopupPagerProps) {
  return (
    <Box
      component="nav"
      aria-label="Features at this point"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}
    >
      <IconButton size="small" aria-label="Previous feature" onClick={onPrevious}>
        <ChevronLeftIcon fontSize="small" />
      </IconButton>
      <Typography variant="body2" aria-live="polite" aria-atomic="true">
        {page} of {pageCount}
      </Typography>
      <IconButton size="small" aria-label="Next feature" onClick={onNext}>
        <ChevronRightIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
