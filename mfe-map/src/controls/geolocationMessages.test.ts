import { geolocationErrorMessage } from './geolocationMessages';

describe('geolocationErrorMessage', () => {
  it('tells the user what to do for each failure', () => {
    expect(geolocationErrorMessage(1)).toMatch(/Allow it in your browser/);
    expect(geolocationErrorMessage(2)).toMatch(/not available right now/);
    expect(geolocationErrorMessage(3)).toMatch(/try again/i);
    expect(geolocationErrorMessage(99)).toBe('Your location could not be determined.');
  });
});
