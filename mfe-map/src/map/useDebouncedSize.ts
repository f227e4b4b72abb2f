import { useEffect, useState, type RefObject } from 'react';

/** A box's size in CSS pixels. */
export interface Size {
  width: number;
  height: number;
}

/**
 * The size of an element, updated `delayMs` after it stops changing, so the map redraws once a
 * panel has finished opening or a window has finished resizing rather than on every frame.
 */
export function useDebouncedSize(ref: RefObject<HTMLElement | null>, delayMs: number): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(measure, delayMs);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, delayMs]);
  return size;
}
