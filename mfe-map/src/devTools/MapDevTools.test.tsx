import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type OlMap from 'ol/Map';
import { useAuthStore, type Role } from '@headgate/auth';
import { signInAs } from '@headgate/platform/testing';
import { useToastStore } from '@headgate/design-system';
import { MapDevTools } from './MapDevTools';

// Keep OpenLayers (ESM) out of jsdom: the stub map below stands in for it.
jest.mock('ol/Observable', () => ({
  unByKey: (keys: StubKey | StubKey[]) => {
    for (const key of [keys].flat()) key.map.un(key.type, key.listener);
  },
}));
// Coordinates are already degrees in the stub map.
jest.mock('ol/proj', () => ({ toLonLat: (coordinate: number[]) => [...coordinate] }));

type Listener = (event: { coordinate: number[]; dragging: boolean }) => void;
interface StubKey {
  map: StubMap;
  type: string;
  listener: Listener;
}

class StubMap {
  listeners = new Map<string, Set<Listener>>();
  zoom = 9.876;
  center = [-104.868857, 39.9224];
  viewport = document.createElement('div');

  getView() {
    return {
      getZoom: () => this.zoom,
      getCenter: () => this.center,
      calculateExtent: () => [-105.5, 39.2, -104.1, 40.3],
    };
  }
  getSize() {
    return [800, 600];
  }
  getViewport() {
    return this.viewport;
  }
  on(type: string, listener: Listener): StubKey {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
    return { map: this, type, listener };
  }
  un(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }
  emit(type: string, coordinate: number[] = []) {
    for (const listener of this.listeners.get(type) ?? [])
      listener({ coordinate, dragging: false });
  }
  listenerCount() {
    return [...this.listeners.values()].reduce((count, set) => count + set.size, 0);
  }
}

function renderTools(map = new StubMap()) {
  const view = render(<MapDevTools map={map as unknown as OlMap} />);
  return { ...view, map };
}

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  act(() => useAuthStore.getState().clearSession());
  useToastStore.setState({ toast: null });
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((callback) => (callback(0), 1) as number);
});

afterEach(() => jest.restoreAllMocks());

/** The box, once its chunk is in. */
const devToolsBox = () => screen.findByRole('region', { name: 'Map Dev Tools' });

describe('MapDevTools', () => {
  it('shows a Developer the map values', async () => {
    signInAs(['Developer']);
    renderTools();
    const box = await devToolsBox();
    await waitFor(() =>
      expect(within(box).getByRole('button', { name: 'Copy zoom' })).toHaveTextContent('9.88'),
    );
    expect(within(box).getByRole('button', { name: 'Copy center' })).toHaveTextContent(
      '-104.86886, 39.92240',
    );
    expect(within(box).getByRole('button', { name: 'Copy mouse position' })).toHaveTextContent('—');
    expect(within(box).getByRole('button', { name: 'Copy SW bounds' })).toHaveTextContent(
      '-105.50000, 39.20000',
    );
    expect(within(box).getByRole('button', { name: 'Copy NE bounds' })).toHaveTextContent(
      '-104.10000, 40.30000',
    );
  });

  it.each<[string, Role[]]>([
    ['a User', ['User']],
    ['an Administrator', ['Administrator']],
    ['an anonymous visitor', []],
  ])('is not shown to %s and does not listen to the map', (_who, roles) => {
    if (roles.length) signInAs(roles);
    const { map } = renderTools();
    expect(screen.queryByRole('region', { name: 'Map Dev Tools' })).not.toBeInTheDocument();
    expect(map.listenerCount()).toBe(0);
  });

  it('follows the map and the pointer, and stops listening when unmounted', async () => {
    signInAs(['Developer']);
    const { map, unmount } = renderTools();
    await devToolsBox();
    act(() => {
      map.zoom = 12;
      map.emit('moveend');
    });
    expect(screen.getByRole('button', { name: 'Copy zoom' })).toHaveTextContent('12.00');
    act(() => map.emit('pointermove', [-104.5, 39.75]));
    expect(screen.getByRole('button', { name: 'Copy mouse position' })).toHaveTextContent(
      '-104.50000, 39.75000',
    );
    act(() => map.viewport.dispatchEvent(new Event('pointerleave')));
    expect(screen.getByRole('button', { name: 'Copy mouse position' })).toHaveTextContent('—');
    expect(map.listenerCount()).toBe(2);
    unmount();
    expect(map.listenerCount()).toBe(0);
  });

  it('copies a value and says so', async () => {
    signInAs(['Developer']);
    renderTools();
    await userEvent.click(within(await devToolsBox()).getByRole('button', { name: 'Copy center' }));
    expect(writeText).toHaveBeenCalledWith('-104.86886, 39.92240');
    expect(useToastStore.getState().toast).toMatchObject({
      severity: 'success',
      message: 'Copied to clipboard: -104.86886, 39.92240',
    });
  });

  it('says why a copy failed', async () => {
    signInAs(['Developer']);
    writeText.mockRejectedValue(new Error('Permission denied'));
    renderTools();
    await userEvent.click(within(await devToolsBox()).getByRole('button', { name: 'Copy zoom' }));
    expect(useToastStore.getState().toast).toMatchObject({
      severity: 'error',
      message: 'Error copying text: Permission denied',
    });
  });

  it('moves 10 px with the arrow keys while focused', async () => {
    signInAs(['Developer']);
    renderTools();
    const box = await devToolsBox();
    const left = parseFloat(getComputedStyle(box).left);
    const top = parseFloat(getComputedStyle(box).top);
    box.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(parseFloat(getComputedStyle(box).left)).toBe(left + 10);
    expect(parseFloat(getComputedStyle(box).top)).toBe(top + 20);
  });
});
