import type { KeyboardEvent } from 'react';

/** A form field's width: at least 200 px, growing to share its row with the fields beside it. */
export const FORM_FIELD_WIDTH = { minWidth: 200, flex: '1 1 220px' };

/**
 * The key handler of a number field: refuses the keys spec §5 blocks, 'e' always, '.' in a whole
 * number and '-' unless it may be negative.
 */
export function blockNumberKeys({
  wholeNumber,
  allowNegative,
}: {
  wholeNumber?: boolean;
  allowNegative?: boolean;
}) {
  const blocked = ['e', ...(wholeNumber ? ['.'] : []), ...(allowNegative ? [] : ['-'])];
  return (event: KeyboardEvent) => {
    if (blocked.includes(event.key.toLowerCase())) event.preventDefault();
  };
}
