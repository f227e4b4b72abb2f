import { axisOf } from './comparisonMarkers';

it('outlines a station by the axes it is on', () => {
  expect(axisOf(1, [1], [2])).toBe('left');
  expect(axisOf(2, [1], [2])).toBe('right');
  expect(axisOf(3, [3], [3])).toBe('both');
  expect(axisOf(4, [1], [2])).toBeNull();
});
