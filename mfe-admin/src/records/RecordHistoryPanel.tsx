import { useQuery } from '@tanstack/react-query';
import type { AuditedEntity } from '@headgate/contracts';
import { useAuthScope } from '@headgate/auth';
import { RecordHistory } from '@headgate/design-system';
import { formatDenver } from '@headgate/district-clock';
import { auditQuery } from './recordApi';

/** The history of the record being edited, from the audit trail, on the district's clock. */
export function RecordHistoryPanel({ entity, id }: { entity: AuditedEntity; id: string | number }) {
  const history = useQuery(auditQuery(useAuthScope(), entity, id));
  return (
    <RecordHistory
      entries={history.data}
      loading={history.isLoading}
      error={history.error}
      formatTime={(iso) => formatDenver(Date.parse(iso), 'MM/dd/yyyy, h:mm a')}
    />
  );
}
