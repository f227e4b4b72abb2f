import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { KeptQueryResult } from '@headgate/api-client';
import { DataState } from '@headgate/design-system';
import { formatDenver, TIMESTAMP_FORMAT } from '@headgate/district-clock';

/**
 * One collapsible table of the tracker, open at first. Loading, failure and emptiness look as
 * everywhere else; a table whose refresh failed keeps showing what the device kept, and says so.
 */
export function ReportSection<T extends readonly unknown[]>({
  id,
  title,
  answer,
  expanded,
  onToggle,
  online,
  children,
}: {
  id: string;
  title: string;
  answer: KeptQueryResult<T>;
  expanded: boolean;
  onToggle: () => void;
  online: boolean;
  children: (rows: T) => ReactNode;
}) {
  const staleAfterError = answer.fromKept && online && answer.error;
  return (
    <Accordion
      id={id}
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      sx={{ scrollMarginTop: 72 }}
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`${id}-content`}
        sx={{ minHeight: 48 }}
      >
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} sx={{ px: 1, pt: 0 }}>
        {staleAfterError && answer.asOf !== undefined ? (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {`Could not refresh: ${answer.error!.message}. Showing data as of ${formatDenver(answer.asOf, TIMESTAMP_FORMAT)}.`}
          </Alert>
        ) : null}
        <DataState
          label={title}
          loading={answer.isPending}
          error={answer.data === undefined ? answer.error : null}
          errorText={`Error fetching ${title}: `}
          empty={answer.data === undefined || answer.data.length === 0}
          emptyText={answer.data === undefined ? 'No data kept on this device yet.' : undefined}
        >
          {answer.data ? children(answer.data) : null}
        </DataState>
      </AccordionDetails>
    </Accordion>
  );
}
