import { createContext, useContext } from 'react';
import Checkbox from '@mui/material/Checkbox';

/** The ticks of the set being edited: which members are ticked, and how one changes. */
export interface Ticks {
  ticked: ReadonlySet<number>;
  disabled: boolean;
  tick(member: number, on: boolean): void;
}

/**
 * The ticks reach each checkbox by context rather than through the grid's column definitions:
 * the grid takes new columns in an effect after the click's render, so a tick drawn from them
 * shows late (on a busy machine the box stays empty), and a cell can act on the set as it was
 * before the last tick.
 */
export const TicksContext = createContext<Ticks>({
  ticked: new Set(),
  disabled: true,
  tick: () => undefined,
});

/** One member's checkbox in an association table. */
export function MemberTick({ member, name }: { member: number; name: string }) {
  const { ticked, disabled, tick } = useContext(TicksContext);
  return (
    <Checkbox
      size="small"
      checked={ticked.has(member)}
      disabled={disabled}
      slotProps={{ input: { 'aria-label': `Associate ${name}` } }}
      onChange={(event) => tick(member, event.target.checked)}
    />
  );
}
