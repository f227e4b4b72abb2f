import { useEndpointQuery } from '@headgate/api-client';
import { auditEndpoints, type AuditedEntity } from '@headgate/contracts';
import { RecordHistory } from '@headgate/design-system/forms';
import { formatDenver, TIMESTAMP_FORMAT } from '@headgate/district-clock';

/** The history of the record being edited, from the audit trail, on the district's clock. */
export function RecordHistoryPanel({ entity, id }: { entity: AuditedEntity; id: string | number }) {
  const history = useEndpointQuery(auditEndpoints.history, { query: { entity, id: String(id) } });
  return (
    <RecordHistory
      entries={history.data}
      loading={history.isLoading}
      error={history.error}
      formatTime={(iso) => formatDenver(Date.parse(iso), TIMESTAMP_FORMAT)}
    />
  );
}
