import { useEffect } from 'react';
import { useMapClickOwnerStore } from '../mapTools/mapClickOwnerStore';

/**
 * Holds map clicks for the drawing tools while `owns` is true, so a click does not also open
 * the feature popup, and gives them back after. When another tool takes the clicks meanwhile,
 * `onTakenAway` is called.
 */
export function useMapClickOwnership(owns: boolean, onTakenAway: () => void): void {
  useEffect(() => {
    if (!owns) return;
    const { claim, release } = useMapClickOwnerStore.getState();
    claim('drawing');
    const unsubscribe = useMapClickOwnerStore.subscribe((state) => {
      if (state.owner !== 'drawing') onTakenAway();
    });
    return () => {
      unsubscribe();
      release('drawing');
    };
  }, [owns, onTakenAway]);
}
