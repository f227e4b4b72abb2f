import { FRAME_THEME_ATTRIBUTE } from '@headgate/site-map';
import {
  PRERENDERED_LANDING_ATTRIBUTE,
  releasePrerenderedLanding,
  takeOverPrerenderedLanding,
  untilTheVisitorArrives,
} from './landingWake';

const LANDING =
  '<header><a href="/">Headgate</a><button type="button">Log in to Dashboard</button></header>' +
  '<main><button type="button">Log In</button><a href="/">Public Access</a></main>';

/** The landing page as login.html carries it. */
function loadPrerenderedLanding() {
  document.body.innerHTML = `<div id="root"><div ${PRERENDERED_LANDING_ATTRIBUTE}>${LANDING}</div></div>`;
}

/** The same page drawn by the app, in place of the prerendered one, with a spy per control. */
function drawLiveLanding() {
  const live = document.createElement('div');
  live.innerHTML = LANDING;
  document.getElementById('root')!.replaceChildren(live);
  const clicks: string[] = [];
  live.querySelectorAll('a, button').forEach((control) =>
    control.addEventListener('click', (event) => {
      event.preventDefault();
      clicks.push(control.textContent!);
    }),
  );
  return { live, clicks };
}

const settled = (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(resolve, 0, false))]);

function click(name: string, init: MouseEventInit = {}) {
  const control = [...document.querySelectorAll('a, button')].find((c) => c.textContent === name)!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  control.dispatchEvent(event);
  return event;
}

afterEach(() => {
  releasePrerenderedLanding();
  document.documentElement.removeAttribute(FRAME_THEME_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe('the prerendered landing page', () => {
  it('starts the shell at once on every other page', async () => {
    document.body.innerHTML = '<div id="root"><header>Headgate</header></div>';
    expect(await settled(untilTheVisitorArrives())).toBe(true);
  });

  it('starts the shell at once for the dark theme, which the HTML was not rendered in', async () => {
    loadPrerenderedLanding();
    document.documentElement.setAttribute(FRAME_THEME_ATTRIBUTE, 'DARK');
    expect(await settled(untilTheVisitorArrives())).toBe(true);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'scroll'])(
    'waits for the visitor: the shell starts at the first %s',
    async (type) => {
      loadPrerenderedLanding();
      const arrived = untilTheVisitorArrives();
      expect(await settled(arrived)).toBe(false);
      window.dispatchEvent(new Event(type));
      expect(await settled(arrived)).toBe(true);
    },
  );

  it('keeps a click made before the app is in and gives it to the same control afterwards', async () => {
    loadPrerenderedLanding();
    const arrived = untilTheVisitorArrives();
    const kept = click('Public Access');
    expect(kept.defaultPrevented).toBe(true);
    expect(await settled(arrived)).toBe(true);
    // The prerendered page's style shows a bar along the top while it is busy.
    expect(document.querySelector(`[${PRERENDERED_LANDING_ATTRIBUTE}]`)).toHaveAttribute(
      'aria-busy',
      'true',
    );

    const { live, clicks } = drawLiveLanding();
    takeOverPrerenderedLanding(live);
    expect(clicks).toEqual(['Public Access']);
  });

  it('gives the focus back to the control that had it', () => {
    loadPrerenderedLanding();
    void untilTheVisitorArrives();
    const [, logIn] = document.querySelectorAll('button');
    logIn!.focus();

    const { live } = drawLiveLanding();
    takeOverPrerenderedLanding(live);
    expect(document.activeElement).toBe(live.querySelectorAll('button')[1]);
  });

  it('leaves a click for a new tab to the browser', () => {
    loadPrerenderedLanding();
    void untilTheVisitorArrives();
    expect(click('Public Access', { ctrlKey: true }).defaultPrevented).toBe(false);

    const { live, clicks } = drawLiveLanding();
    takeOverPrerenderedLanding(live);
    expect(clicks).toEqual([]);
  });

  it('lets links be links again when the shell cannot start', () => {
    loadPrerenderedLanding();
    void untilTheVisitorArrives();
    click('Log In');
    releasePrerenderedLanding();
    expect(document.querySelector(`[${PRERENDERED_LANDING_ATTRIBUTE}]`)).not.toHaveAttribute(
      'aria-busy',
    );
    expect(click('Public Access').defaultPrevented).toBe(false);
  });
});
