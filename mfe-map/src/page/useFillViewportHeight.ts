import { useLayoutEffect, useState, type RefObject } from 'react';

/** Below this the map is too small to use; the page scrolls instead. */
const MIN_MAP_PAGE_HEIGHT = 480;

/**
 * How long after mounting the element's position is watched frame by frame: the shell removes
 * its loading spinner above the area once the area has mounted, which moves the page up without
 * resizing anything an observer could see.
 */
const SETTLE_WATCH_MS = 3000;

/**
 * The height that takes an element from where it starts down to the bottom of the viewport, so
 * the map fills the screen under the shell's top bar and the page header. Measured again when
 * the window resizes and while the page around it settles after mounting.
 */
export function useFillViewportHeight(ref: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_MAP_PAGE_HEIGHT, Math.floor(window.innerHeight - top)));
    };
    const watchUntil = performance.now() + SETTLE_WATCH_MS;
    let frame = 0;
    const watch = () => {
      measure();
      if (performance.now() < watchUntil) frame = requestAnimationFrame(watch);
    };
    watch();
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return height;
}
