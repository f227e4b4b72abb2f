import { useEffect, useState, type RefObject } from 'react';
import { BREAKPOINTS, showToast } from '@headgate/design-system';
import { createMapRuntime, type InitialView, type MapRuntime } from './mapRuntime';

/**
 * Creates the page's one map when the page mounts and disposes of it when the page unmounts.
 * Null until the map exists.
 */
export function useMapRuntime(
  targetRef: RefObject<HTMLElement | null>,
  toolsRef: RefObject<HTMLElement | null>,
  initialView: InitialView,
): MapRuntime | null {
  const [runtime, setRuntime] = useState<MapRuntime | null>(null);
  useEffect(() => {
    const target = targetRef.current;
    const tools = toolsRef.current;
    if (!target || !tools) return;
    const created = createMapRuntime(target, tools, initialView, {
      smallScreen: window.innerWidth < BREAKPOINTS.sm,
      onGeolocationError: (message) => showToast('warning', message),
    });
    setRuntime(created);
    return () => {
      setRuntime(null);
      created.dispose();
    };
  }, [targetRef, toolsRef, initialView]);
  return runtime;
}
