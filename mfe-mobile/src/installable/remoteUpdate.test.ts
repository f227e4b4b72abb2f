import type { DiscoveryDocument } from '@headgate/site-map';
import { isStillServed } from './remoteUpdate';

const ORIGIN = 'https://headgate.example';
const running = `${ORIGIN}/remotes/mfe-mobile/1.0.0/mf-manifest.json`;
const entry = (version: string, deployment?: { default?: boolean; traffic?: number }) => ({
  url: `/remotes/mfe-mobile/${version}/mf-manifest.json`,
  metadata: { version },
  ...(deployment ? { deployment } : {}),
});
const served = (...entries: ReturnType<typeof entry>[]) =>
  isStillServed(
    { microFrontends: { 'mfe-mobile': entries } } as DiscoveryDocument,
    'mfe-mobile',
    running,
    ORIGIN,
  );

it('the running tracker is current while the discovery document serves its entry', () => {
  expect(served(entry('1.0.0', { default: true, traffic: 100 }))).toBe(true);
  expect(served(entry('1.0.0'))).toBe(true);
  // A canary beside it does not retire it.
  expect(
    served(entry('1.0.0', { default: true, traffic: 90 }), entry('1.1.0', { traffic: 10 })),
  ).toBe(true);
});

it('a release that replaced it, or a rollback to no share, means a new version is available', () => {
  expect(served(entry('1.1.0', { default: true, traffic: 100 }))).toBe(false);
  expect(served(entry('0.9.0', { default: true }), entry('1.0.0', { traffic: 0 }))).toBe(false);
  expect(served()).toBe(false);
});
