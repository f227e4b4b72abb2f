import { useEffect, useState } from 'react';

/** The drawing tools' interactions, once their chunk has loaded. */
export type DrawingInteractions = typeof import('./interactions');

let loading: Promise<DrawingInteractions> | undefined;

function loadDrawingInteractions(): Promise<DrawingInteractions> {
  loading ??= import(/* webpackChunkName: "drawing-interactions" */ './interactions').catch(
    (error: unknown) => {
      // Not kept: the next tool the user picks tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The drawing interactions, loaded the first time they are `needed` (a tool is picked, or there
 * are drawings to select); null until then. A failed load is reported through `onError` and
 * tried again the next time they are needed.
 */
export function useDrawingInteractions(
  needed: boolean,
  onError: (error: unknown) => void,
): DrawingInteractions | null {
  const [interactions, setInteractions] = useState<DrawingInteractions | null>(null);
  useEffect(() => {
    if (!needed || interactions) return;
    let current = true;
    loadDrawingInteractions().then(
      (loaded) => current && setInteractions(loaded),
      (error: unknown) => current && onError(error),
    );
    return () => {
      current = false;
    };
  }, [needed, interactions, onError]);
  return interactions;
}
