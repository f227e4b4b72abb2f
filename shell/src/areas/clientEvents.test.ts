import { errorNameOf, remoteOfStack } from './clientEvents';
import { parsePins } from '../discovery/remoteChoice';

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
