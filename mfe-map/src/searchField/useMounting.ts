import { useEffect, useRef, type RefObject } from 'react';

/**
 * True until the component's mount effects have run. MUI's Autocomplete sets its input to its
 * value's label ('reset') in an effect when it mounts, which would wipe the text a search's
 * stand-in handed over; the search ignores that one reset. A child's effects run before its
 * parent's, so the Autocomplete's reset comes while this is still true.
 */
export function useMounting(): RefObject<boolean> {
  const mounting = useRef(true);
  useEffect(() => {
    mounting.current = false;
  }, []);
  return mounting;
}
