import { signInAs, visitAnonymously, whileSignInLoads } from '../testing/authFixtures';
import { entryChooser, remotePins, setRemotePin } from './remoteChoice';

const PINS_KEY = 'headgate.remotePins';

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  signInAs(['Developer']);
});
afterEach(() => jest.restoreAllMocks());

describe('remote version pins', () => {
  it('ignores kept pins that are not JSON or not pins', () => {
    sessionStorage.setItem(PINS_KEY, '{not json');
    expect(remotePins()).toEqual({});
    sessionStorage.setItem(PINS_KEY, '[1, 2]');
    expect(remotePins()).toEqual({});
    sessionStorage.setItem(
      PINS_KEY,
      JSON.stringify({ 'mfe-admin': '0.2.0', 'mfe-map': 3, nobody: '1.0.0' }),
    );
    expect(remotePins()).toEqual({ 'mfe-admin': '0.2.0' });
  });

  it('still chooses, from the address, when storage throws', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    window.history.replaceState(null, '', '/admin?remote-version=mfe-admin@0.2.0');
    expect((await entryChooser()).pins).toEqual({ 'mfe-admin': '0.2.0' });
    // Not kept, so the address keeps the pin.
    expect(window.location.search).toBe('?remote-version=mfe-admin@0.2.0');
    expect(() => setRemotePin('mfe-admin', '')).not.toThrow();
  });

  it('keeps a pin from the address for the tab, drops it from the address, and the drawer can clear it', () => {
    window.history.replaceState({ idx: 3 }, '', '/admin?tab=2&remote-version=mfe-admin@0.2.0#top');
    expect(remotePins()).toEqual({ 'mfe-admin': '0.2.0' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/admin?tab=2#top',
    );
    expect(window.history.state).toEqual({ idx: 3 });
    // A later page of the tab still has it.
    expect(remotePins()).toEqual({ 'mfe-admin': '0.2.0' });

    setRemotePin('mfe-admin', '');
    expect(remotePins()).toEqual({});
  });
});

describe('pins are a signed-in Developer’s only', () => {
  it.each([
    ['an anonymous visitor', () => visitAnonymously()],
    ['an Administrator', () => signInAs(['Administrator'])],
  ])('ignores a pin in the address of %s, and keeps nothing', async (_who, visit) => {
    visit();
    window.history.replaceState(null, '', '/admin?remote-version=mfe-admin@0.1.0');
    expect((await entryChooser()).pins).toEqual({});
    expect(window.location.search).toBe('?remote-version=mfe-admin@0.1.0');
    expect(sessionStorage.getItem(PINS_KEY)).toBeNull();
    setRemotePin('mfe-map', '0.1.0');
    expect(sessionStorage.getItem(PINS_KEY)).toBeNull();
  });

  it('ignores the pins a Developer kept in the tab once someone else is signed in', async () => {
    setRemotePin('mfe-admin', '0.2.0');
    signInAs(['User']);
    expect((await entryChooser()).pins).toEqual({});
    signInAs(['Developer']);
    expect((await entryChooser()).pins).toEqual({ 'mfe-admin': '0.2.0' });
  });

  it('waits for the sign-in before choosing when the tab asks for a pin', async () => {
    whileSignInLoads();
    window.history.replaceState(null, '', '/?remote-version=mfe-map@0.2.0');
    let chosen: Record<string, string> | undefined;
    const choosing = entryChooser().then((chooser) => (chosen = chooser.pins));
    await Promise.resolve();
    expect(chosen).toBeUndefined();
    signInAs(['Developer']);
    await choosing;
    expect(chosen).toEqual({ 'mfe-map': '0.2.0' });
  });

  it('chooses at once, while the sign-in is read, when the tab asks for no pin', async () => {
    whileSignInLoads();
    await expect(entryChooser()).resolves.toMatchObject({ pins: {} });
  });
});
