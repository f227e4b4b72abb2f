import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@headgate/contracts';
import { CollapsibleList } from '../panels/CollapsibleList';
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
    <CollapsibleList
      title="History"
      heading="h3"
      listLabel="History"
      items={entries}
      loading={loading}
      error={error}
      emptyText="No changes recorded yet."
      itemKey={(entry) => entry.audit_ndx}
      renderItem={(entry) => (
        <>
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
        </>
      )}
    />
  );
}
