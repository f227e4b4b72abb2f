import { useLayoutEffect } from 'react';
import type Feature from 'ol/Feature';
import type OlMap from 'ol/Map';

const DELETE_KEYS = new Set(['Delete', 'Backspace']);

/**
 * Delete or Backspace, with the keyboard focus on the map, deletes the selected drawing: the
 * same as Trash, without leaving the map.
 */
export function useDeleteKey(map: OlMap, selected: Feature | null, onDelete: () => void): void {
  // Listening from the commit that enables Trash, not from a passive effect after the paint: the
  // selection comes from OpenLayers' delayed single click, outside React's discrete events, so on a
  // busy machine a Delete pressed once Trash showed as enabled could reach no listener (e2e).
  useLayoutEffect(() => {
    const target = map.getTargetElement();
    if (!target || !selected) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!DELETE_KEYS.has(event.key)) return;
      event.preventDefault();
      onDelete();
    };
    target.addEventListener('keydown', onKeyDown);
    return () => target.removeEventListener('keydown', onKeyDown);
  }, [map, selected, onDelete]);
}
