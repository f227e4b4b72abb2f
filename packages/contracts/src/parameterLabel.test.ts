import { parameterLabel } from './parameterLabel';

it('names a parameter with its units once', () => {
  expect(parameterLabel('Flow', 'cfs')).toBe('Flow (cfs)');
  expect(parameterLabel('Flow (cfs)', 'cfs')).toBe('Flow (cfs)');
  expect(parameterLabel('Battery', '')).toBe('Battery');
});
