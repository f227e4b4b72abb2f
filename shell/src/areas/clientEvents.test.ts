import { keepLoadTickets } from '../discovery/loadTickets';
import { parsePins } from '../discovery/remoteChoice';
import { answer, stubFetch } from '../testing/fetchStub';
import { errorNameOf, failureReference, remoteOfStack, reportClientEvent } from './clientEvents';

const fetchMock = stubFetch();

it('finds the remote version a stack runs through', () => {
  const stack = `TypeError: x is not a function
    at render (http://127.0.0.1:8181/remotes/mfe-admin/0.2.0/__federation_expose_app.abc.js:1:2)
    at http://127.0.0.1:8181/main.js:3:4`;
  expect(remoteOfStack(stack)).toEqual({ remote: 'mfe-admin', version: '0.2.0' });
  expect(remoteOfStack('Error\n    at http://127.0.0.1:8181/main.js:3:4')).toBeNull();
  expect(remoteOfStack(undefined)).toBeNull();
});

it("reports an error's class name, never its message", () => {
  expect(errorNameOf(new TypeError('user alice@example.org not found'))).toBe('TypeError');
  const odd = new Error('x');
  odd.name = 'alice@example.org';
  expect(errorNameOf(odd)).toBeUndefined();
  expect(errorNameOf('a string')).toBeUndefined();
});

it('reads version pins of known remotes only', () => {
  expect(
    parsePins(['mfe-admin@0.2.0,mfe-map@0.1.1', 'nobody@1.0.0', 'mfe-facility', 'mfe-mobile@']),
  ).toEqual({
    'mfe-admin': '0.2.0',
    'mfe-map': '0.1.1',
  });
});

it("sends an event with its page load's ticket, and none for a version no document served", () => {
  // jsdom has no beacons: the report goes by fetch.
  expect(navigator.sendBeacon).toBeUndefined();
  fetchMock.mockReturnValue(answer(204, null));
  keepLoadTickets({
    microFrontends: {},
    loadTickets: { 'mfe-admin@0.2.0': 'load-1.mk2x.tag' },
  });
  reportClientEvent({ remote: 'mfe-admin', version: '0.1.0', kind: 'loaded' });
  expect(fetchMock).not.toHaveBeenCalled();

  reportClientEvent({ remote: 'mfe-admin', version: '0.2.0', kind: 'mount-error' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/client-events');
  expect(JSON.parse(String(init!.body))).toEqual({
    remote: 'mfe-admin',
    version: '0.2.0',
    kind: 'mount-error',
    ticket: 'load-1.mk2x.tag',
  });
});

it('keeps the page load id a failure was reported under, for the user to quote', () => {
  fetchMock.mockReturnValue(answer(204, null));
  keepLoadTickets({
    microFrontends: {},
    loadTickets: { 'mfe-map@0.3.0': 'load-9.mk2x.tag' },
  });
  const failure = new TypeError('x');
  reportClientEvent({ remote: 'mfe-map', version: '0.3.0', kind: 'load-failure' }, failure);
  expect(failureReference(failure)).toBe('load-9');
  // No ticket, no report, and so nothing to quote.
  const unreported = new Error('y');
  reportClientEvent({ remote: 'mfe-map', version: '9.9.9', kind: 'load-failure' }, unreported);
  expect(failureReference(unreported)).toBeUndefined();
  expect(failureReference('a string')).toBeUndefined();
});
