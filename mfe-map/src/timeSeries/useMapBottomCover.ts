import { useEffect, type RefObject } from 'react';
import { useMapBottomCoverStore } from '../map/mapBottomCoverStore';

/** Tells the map how much of its bottom the docked panel covers, following the panel's size. */
export function useMapBottomCover(panel: RefObject<HTMLElement | null>): void {
  const setBottomCover = useMapBottomCoverStore((state) => state.setBottomCover);
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setBottomCover(element.offsetHeight));
    observer.observe(element);
    setBottomCover(element.offsetHeight);
    return () => {
      observer.disconnect();
      setBottomCover(0);
    };
  }, [panel, setBottomCover]);
}
