import { DASHBOARD_HOURS_MESSAGE, DASHBOARD_MAX_HOURS } from '@headgate/contracts';

/** What the look-back field's text means: hours to apply, or why it is not applied. */
export type LookBack = { hours: number } | { error: string };

/**
 * Reads the look-back field (spec §5): a whole number from 0 to 24; above 24 says "Value must
 * not exceed 24" and is not applied; anything else that is not a whole number ≥ 0 is refused.
 */
export function readLookBack(text: string): LookBack {
  if (!/^\d+$/.test(text.trim())) return { error: 'Enter a whole number of hours, 0 to 24.' };
  const hours = Number(text);
  if (hours > DASHBOARD_MAX_HOURS) return { error: DASHBOARD_HOURS_MESSAGE };
  return { hours };
}
