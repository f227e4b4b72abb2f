import { createContext, useContext, useEffect } from 'react';

/** Sets the label of the page's own (last) breadcrumb; undefined keeps the defined one. */
export const CurrentPageLabelContext = createContext<(label: string | undefined) => void>(
  () => undefined,
);

/**
 * Names the current page in its breadcrumbs once its content knows the name (a facility's name
 * after its details load), and gives the defined label back when the content goes.
 */
export function useCurrentPageLabel(label: string | undefined): void {
  const setLabel = useContext(CurrentPageLabelContext);
  useEffect(() => {
    setLabel(label);
    return () => setLabel(undefined);
  }, [label, setLabel]);
}
