import type OlMap from 'ol/Map';
import { panIntoClearView } from './panIntoClearView';

function rect(top: number, bottom: number, left = 300, right = 600): DOMRect {
  return { top, bottom, left, right } as DOMRect;
}

// A 1000 × 800 map at 10 m a pixel, unrotated, and a popup 300 px tall ending 100 px above its bottom.
function mapWithPopup() {
  const animate = jest.fn();
  const target = { getBoundingClientRect: () => ({ ...rect(0, 800, 0, 1000) }) };
  const map = {
    getTargetElement: () => target,
    getView: () => ({
      getCenter: () => [0, 0],
      getResolution: () => 10,
      getRotation: () => 0,
      animate,
    }),
  } as unknown as OlMap;
  const popup = { getBoundingClientRect: () => rect(400, 700) } as HTMLElement;
  return { map, popup, animate };
}

describe('panIntoClearView', () => {
  it('leaves the map alone when the popup is clear of the controls', () => {
    const { map, popup, animate } = mapWithPopup();
    panIntoClearView(map, popup);
    expect(animate).not.toHaveBeenCalled();
  });

  it('moves the popup above a panel docked over the bottom of the map', () => {
    const { map, popup, animate } = mapWithPopup();
    panIntoClearView(map, popup, 320);
    // The popup must end 328 px above the bottom (472 px): 228 px higher on screen, so the
    // map's centre moves 228 px south.
    expect(animate).toHaveBeenCalledWith({ center: [0, -2280], duration: 250 });
  });

  it('keeps the popup’s top in view when it cannot fit above the panel', () => {
    const { map, popup, animate } = mapWithPopup();
    panIntoClearView(map, popup, 560);
    expect(animate).toHaveBeenCalledWith({ center: [0, -3360], duration: 250 });
  });
});
