import type { AuditEntry } from '@headgate/contracts';

export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

const text = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '(empty)'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The fields an audit entry changed, with their values before and after, in field order. */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter(
      (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
    )
    .map((field) => ({ field, from: text(before[field]), to: text(after[field]) }));
}
