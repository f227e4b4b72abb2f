import { Suspense, startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { SearchStandIn } from './SearchStandIn';
import type { SearchLook } from './searchLook';

/** What a search takes over from its stand-in when it replaces it. */
export interface SearchHandoff {
  /** What was typed into the stand-in. */
  initialText: string;
  /** The stand-in had the focus: the search takes it. */
  autoFocus: boolean;
}

export interface DeferredSearchProps {
  look: SearchLook;
  /** The map has drawn its first features: the search loads now if nobody reached for it before. */
  due: boolean;
  /** The search itself (a lazily loaded component), given what the stand-in took. */
  children: (handoff: SearchHandoff) => ReactNode;
}

/**
 * One of the map's searches, loaded once the map has drawn its first features rather than before
 * them: MUI's Autocomplete, its Popper and popper.js are 24 KB of the page's scripts on the wire,
 * and evaluating and first rendering them held up the map's first features (~3 % of their time).
 * A stand-in of the same look holds the place until the search is due, or until the visitor
 * reaches for the field, and the search takes over what was typed and the focus. The swap is a
 * transition, so the stand-in stays in use until the search is ready to draw.
 */
export function DeferredSearch({ look, due, children }: DeferredSearchProps) {
  const [wanted, setWanted] = useState(false);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const want = useCallback(() => startTransition(() => setWanted(true)), []);
  useEffect(() => {
    if (due) want();
  }, [due, want]);

  const standIn = (
    <SearchStandIn
      look={look}
      text={text}
      onTextChange={setText}
      onReach={want}
      onFocusChange={setFocused}
    />
  );
  return (
    <Suspense fallback={standIn}>
      {wanted ? children({ initialText: text, autoFocus: focused }) : standIn}
    </Suspense>
  );
}
