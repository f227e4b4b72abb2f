import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { AuditEntry } from '@headgate/contracts';
import { DataState } from '../states/DataState';
import { auditChanges } from './auditChanges';

export interface RecordHistoryProps {
  entries: readonly AuditEntry[] | undefined;
  loading: boolean;
  error?: Error | null;
  /** Writes an instant for the reader (the district's clock). */
  formatTime: (iso: string) => string;
}

const VERB = { create: 'created', update: 'changed', delete: 'deleted' } as const;

/**
 * A record's history from the audit trail: who created or changed it, when, and each field
 * from what to what. Collapsed until asked for.
 */
export function RecordHistory({ entries, loading, error, formatTime }: RecordHistoryProps) {
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3" variant="subtitle1">
          History
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <DataState
          label="history"
          loading={loading}
          error={error}
          errorText="Error fetching data: "
          empty={!entries?.length}
          emptyText="No changes recorded yet."
        >
          <ol aria-label="History" style={{ margin: 0, paddingLeft: 20 }}>
            {entries?.map((entry) => (
              <li key={entry.audit_ndx}>
                <Typography variant="body2">
                  {formatTime(entry.at)}: {entry.actor_name} {VERB[entry.action]} it
                </Typography>
                <ul>
                  {auditChanges(entry).map((change) => (
                    <li key={change.field}>
                      <Typography variant="body2">
                        {change.field}: {change.from} → {change.to}
                      </Typography>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </DataState>
      </AccordionDetails>
    </Accordion>
  );
}
