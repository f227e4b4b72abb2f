import { useLayoutEffect, useState, type RefObject } from 'react';

/** Below this the map is too small to use; the page scrolls instead. */
const MIN_MAP_PAGE_HEIGHT = 480;

/**
 * The height that takes an element from where it starts down to the bottom of the viewport, so
 * the map fills the screen under the shell's top bar and the page header. Measured again when
 * the window resizes and when the document's body changes size: the shell removing its loading
 * spinner above the area moves the element up and shortens the body, without resizing anything
 * an observer on the element could see. Observed, not polled: a frame-by-frame watch forces a
 * layout in every frame while the page loads, which a phone feels.
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
    measure();
    const body = new ResizeObserver(measure);
    body.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      body.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return height;
}
