import { readTestConfig as read } from './testing/configRefusal';

describe('the demo unless HEADGATE_DEMO says', () => {
  it.each([
    [undefined],
    ['http://localhost:8080'],
    ['http://127.0.0.1:3000/'],
    ['http://[::1]:8080'],
    ['https://localhost'],
  ])('is on for a local site (PUBLIC_URL %s), as `npm start` has it', (url) => {
    expect(read({ PUBLIC_URL: url }).demo).toBe(true);
  });

  it.each([['https://water.example.org'], ['http://10.0.0.5:8080'], ['http://headgate.lan']])(
    'is off for a site users reach (PUBLIC_URL %s)',
    (url) => {
      expect(read({ PUBLIC_URL: url }).demo).toBe(false);
      expect(read({ PUBLIC_URL: url, HEADGATE_DEMO: '' }).demo).toBe(false);
    },
  );

  it('follows HEADGATE_DEMO when it is set, wherever the site is', () => {
    expect(read({ PUBLIC_URL: 'https://water.example.org', HEADGATE_DEMO: 'true' }).demo).toBe(
      true,
    );
    expect(read({ HEADGATE_DEMO: 'false' }).demo).toBe(false);
    expect(read({ PUBLIC_URL: 'http://[::1]:8080', HEADGATE_DEMO: 'off' }).demo).toBe(false);
  });
});
