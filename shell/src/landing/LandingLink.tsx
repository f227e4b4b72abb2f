import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { hrefOf, navigateInShell } from '../routing/shellNavigation';

export interface LandingLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site, as in `PATHS`. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (event.currentTarget.target !== '' && event.currentTarget.target !== '_self')
  );
}

/**
 * A link of the landing page into the site. The landing page draws without the router, so its
 * links cannot be the router's: a plain click moves within the page through `navigateInShell`
 * (the router loads and takes over), any other click is the browser's, as for every link.
 */
export function LandingLink({ to, onClick, ref, ...anchor }: LandingLinkProps) {
  return (
    <a
      {...anchor}
      ref={ref}
      href={hrefOf(to)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        navigateInShell(to);
      }}
    />
  );
}
