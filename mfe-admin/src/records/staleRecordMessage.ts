import { STALE_RECORD_TEXTS, type StaleRecord } from '@headgate/contracts';
import { formatDenver, TIMESTAMP_FORMAT } from '@headgate/district-clock';

/**
 * What a screen says of a write refused because someone changed the record meanwhile: who and
 * when, on the district's clock, then `outcome` (what became of the user's own change).
 */
export function staleRecordMessage(stale: StaleRecord, outcome: string): string {
  const at = stale.changed_at && formatDenver(Date.parse(stale.changed_at), TIMESTAMP_FORMAT);
  return `${STALE_RECORD_TEXTS.changedBy(stale.changed_by, at)} ${outcome}`;
}
