/** A buffer row's amount as the user typed it: a number to use, or why it cannot be one. */
export type BufferAmount = { kind: 'amount'; value: number } | { kind: 'invalid'; message: string };

const UNSIGNED_DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Shown under an amount below 0. */
export const NEGATIVE_AMOUNT_MESSAGE = 'The amount must be 0 or more.';
/** Shown under an amount that is not a number. */
export const NOT_A_NUMBER_MESSAGE = 'Enter a number, for example 0.25.';

/**
 * Reads a buffer amount: a decimal of 0 or more (spec/public-map.md §5 sets no upper bound).
 * An empty field counts as 0, so it is skipped quietly: the map area shows no required-field
 * messages (§5).
 */
export function parseBufferAmount(text: string): BufferAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'amount', value: 0 };
  if (UNSIGNED_DECIMAL.test(trimmed)) return { kind: 'amount', value: Number(trimmed) };
  if (trimmed.startsWith('-') && UNSIGNED_DECIMAL.test(trimmed.slice(1)))
    return { kind: 'invalid', message: NEGATIVE_AMOUNT_MESSAGE };
  return { kind: 'invalid', message: NOT_A_NUMBER_MESSAGE };
}
