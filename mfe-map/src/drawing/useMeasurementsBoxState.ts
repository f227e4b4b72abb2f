import { useCallback, useState } from 'react';

/** Whether the Measurements box is open, and what the toggle and Hide do to it. */
export interface MeasurementsBoxState {
  open: boolean;
  toggle: () => void;
  hide: () => void;
}

/**
 * The Measurements box shows whenever a drawing exists and hides when the last one goes
 * (public-map §4); in between, Hide closes it and the toggle opens it again. The first drawing
 * after none opens it, even if it was hidden before.
 */
export function useMeasurementsBoxState(hasDrawings: boolean): MeasurementsBoxState {
  const [hidden, setHidden] = useState(false);
  const [hadDrawings, setHadDrawings] = useState(hasDrawings);
  if (hadDrawings !== hasDrawings) {
    setHadDrawings(hasDrawings);
    setHidden(false);
  }
  const toggle = useCallback(() => setHidden((wasHidden) => !wasHidden), []);
  const hide = useCallback(() => setHidden(true), []);
  return { open: hasDrawings && !hidden, toggle, hide };
}
