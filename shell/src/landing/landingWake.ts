import { FRAME_THEME_ATTRIBUTE } from '@headgate/site-map';
import { opensElsewhere } from './opensElsewhere';

/**
 * The landing page as `login.html` carries it, rendered at build: it is the whole page, so the
 * app need not start before the visitor does anything. The shell starts at the first sign of
 * the visitor (a touch, a pointer, a key, a scroll); a click on the page's links and buttons
 * until then is kept, and given to the same control once the app has taken the page over.
 */

/** Marks the element of `#root` holding the prerendered landing page. */
export const PRERENDERED_LANDING_ATTRIBUTE = 'data-prerendered-landing';

/** What tells the shell a visitor is there. */
const VISITOR_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

const CONTROLS = 'a[href], button';

interface Waiting {
  page: Element;
  /** The position, among the page's controls, of the one clicked before the app was in. */
  clicked: number | null;
  /** The position of the control that has the focus. */
  focused: number | null;
  release: () => void;
}

let waiting: Waiting | null = null;

function positionOf(page: Element, target: EventTarget | null): number | null {
  const control = target instanceof Element ? target.closest(CONTROLS) : null;
  if (!control) return null;
  const position = Array.from(page.querySelectorAll(CONTROLS)).indexOf(control);
  return position < 0 ? null : position;
}

/** The prerendered landing page in `#root`, until the app has drawn over it. */
function prerenderedLanding(): Element | null {
  return document.querySelector(`[${PRERENDERED_LANDING_ATTRIBUTE}]`);
}

/** Whether `#root` still holds the prerendered landing page: the app has not drawn over it yet. */
export function prerenderedLandingIsShown(): boolean {
  return prerenderedLanding() !== null;
}

/**
 * Resolves when the shell should start: at once, unless the document holds the prerendered
 * landing page; then at the visitor's first sign. A visitor of the dark theme is not kept
 * waiting: the page was rendered in the light one.
 */
export function untilTheVisitorArrives(): Promise<void> {
  const page = prerenderedLanding();
  if (!page || document.documentElement.getAttribute(FRAME_THEME_ATTRIBUTE) === 'DARK')
    return Promise.resolve();
  return new Promise((resolve) => {
    const arrive = () => {
      for (const type of VISITOR_EVENTS) window.removeEventListener(type, arrive, true);
      resolve();
    };
    const keepClick = (event: MouseEvent) => {
      const clicked = positionOf(page, event.target);
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (clicked === null || opensElsewhere(event, link)) return;
      event.preventDefault();
      state.clicked = clicked;
      // The prerendered page shows a bar along the top while it waits (shell/prerender).
      page.setAttribute('aria-busy', 'true');
      arrive();
    };
    const followFocus = (event: FocusEvent) => {
      state.focused = positionOf(page, event.target);
    };
    const state: Waiting = {
      page,
      clicked: null,
      focused: null,
      release: () => {
        page.removeAttribute('aria-busy');
        document.removeEventListener('click', keepClick, true);
        document.removeEventListener('focusin', followFocus, true);
      },
    };
    waiting = state;
    for (const type of VISITOR_EVENTS) {
      window.addEventListener(type, arrive, { capture: true, passive: true });
    }
    document.addEventListener('click', keepClick, true);
    document.addEventListener('focusin', followFocus, true);
  });
}

/**
 * Called by the landing page once drawn by the app, over the page it took over: the focus goes
 * back to the control that had it, and a click kept meanwhile goes to its control.
 */
export function takeOverPrerenderedLanding(page: Element): void {
  if (!waiting) return;
  const { clicked, focused, release } = waiting;
  release();
  waiting = null;
  const controls = page.querySelectorAll<HTMLElement>(CONTROLS);
  if (focused !== null) controls[focused]?.focus();
  if (clicked !== null) controls[clicked]?.click();
}

/** If the shell cannot start, the page's links work as plain links again. */
export function releasePrerenderedLanding(): void {
  waiting?.release();
  waiting = null;
}
