import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * react-dom's client API as single-spa-react calls it, with every render of an area's root made
 * a transition. React renders a transition in slices of a few milliseconds and lets the browser
 * handle input in between, where a plain root render mounts the whole area in one long task
 * (the map page's mount blocked the main thread for seconds on a slow phone).
 */
export const transitionRenderingClient = {
  createRoot(container: Element | DocumentFragment) {
    const root = createRoot(container);
    return {
      render: (children: ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};
