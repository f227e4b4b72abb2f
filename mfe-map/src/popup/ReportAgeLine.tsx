import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { ReportAge } from './reportAge';

/** "Last report 3 h ago", marked stale in words and colour when older than a day. */
export function ReportAgeLine({ age }: { age: ReportAge }) {
  const Icon = age.stale ? WarningAmberIcon : ScheduleIcon;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: age.stale ? 'warning.dark' : 'text.secondary',
      }}
    >
      <Icon sx={{ fontSize: 16 }} aria-hidden />
      <Typography
        variant="caption"
        sx={{ '&::first-letter': { textTransform: 'uppercase' } }}
        data-testid="report-age"
      >
        {age.text}
        {age.stale && ' (stale)'}
      </Typography>
    </Box>
  );
}
