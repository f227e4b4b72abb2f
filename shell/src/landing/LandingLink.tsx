import type { AnchorHTMLAttributes, Ref } from 'react';
import { hrefOf, navigateInShell } from '../routing/shellNavigation';
import { opensElsewhere } from './opensElsewhere';

export interface LandingLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site, as in `PATHS`. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
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
        if (event.defaultPrevented || opensElsewhere(event.nativeEvent, event.currentTarget))
          return;
        event.preventDefault();
        navigateInShell(to);
      }}
    />
  );
}
