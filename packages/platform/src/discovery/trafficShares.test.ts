import type { DiscoveryEntry } from '@headgate/site-map';
import { selectEntry } from './selectEntry';
import { sharesKey, trafficBucket } from './trafficShares';

const entry = (version: string, traffic: number, isDefault = false): DiscoveryEntry => ({
  url: `/remotes/mfe-admin/${version}/mf-manifest.json`,
  metadata: { version },
  deployment: { traffic, ...(isDefault ? { default: true } : {}) },
});
const canary = (stable: number, next: number) => ({
  microFrontends: { 'mfe-admin': [entry('0.1.0', stable, true), entry('0.2.0', next)] },
});
const browsers = Array.from({ length: 10_000 }, (_, i) => `browser-${i}-${(i * 7919) % 104_729}`);
const shareOf = (version: string, document: ReturnType<typeof canary>) =>
  browsers.filter(
    (browserId) => selectEntry(document, 'mfe-admin', { browserId })?.metadata.version === version,
  ).length / browsers.length;

it.each([
  [90, 10],
  [50, 50],
  [99, 1],
])('sends %i / %i of 10,000 browsers to each version, within ±2 %%', (stable, next) => {
  const document = canary(stable, next);
  expect(Math.abs(shareOf('0.2.0', document) - next / 100)).toBeLessThanOrEqual(0.02);
  expect(Math.abs(shareOf('0.1.0', document) - stable / 100)).toBeLessThanOrEqual(0.02);
});

it('gives a browser the same version on every load while the shares stay', () => {
  const document = canary(50, 50);
  for (const browserId of browsers.slice(0, 200)) {
    const first = selectEntry(document, 'mfe-admin', { browserId });
    expect(
      selectEntry(JSON.parse(JSON.stringify(document)) as typeof document, 'mfe-admin', {
        browserId,
      }),
    ).toEqual(first);
  }
});

it('draws again when the shares change, keeping the new shares', () => {
  const before = sharesKey('mfe-admin', canary(90, 10).microFrontends['mfe-admin']);
  const after = sharesKey('mfe-admin', canary(80, 20).microFrontends['mfe-admin']);
  expect(before).not.toBe(after);
  const moved = browsers.filter((id) => trafficBucket(id, before) !== trafficBucket(id, after));
  expect(moved.length).toBeGreaterThan(9_900);
  expect(Math.abs(shareOf('0.2.0', canary(80, 20)) - 0.2)).toBeLessThanOrEqual(0.02);
});

it('draws independently for each remote', () => {
  const a = browsers.map((id) => trafficBucket(id, 'mfe-admin|0.1.0=50,0.2.0=50') < 0.5);
  const b = browsers.map((id) => trafficBucket(id, 'mfe-map|0.1.0=50,0.2.0=50') < 0.5);
  const same = a.filter((value, i) => value === b[i]).length / browsers.length;
  expect(Math.abs(same - 0.5)).toBeLessThanOrEqual(0.02);
});

it('serves a pinned version to that browser whatever its draw, and ignores an unknown pin', () => {
  const document = canary(100, 0);
  expect(
    selectEntry(document, 'mfe-admin', { browserId: 'x', pins: { 'mfe-admin': '0.2.0' } })?.metadata
      .version,
  ).toBe('0.2.0');
  expect(
    selectEntry(document, 'mfe-admin', { browserId: 'x', pins: { 'mfe-admin': '9.9.9' } })?.metadata
      .version,
  ).toBe('0.1.0');
});

it('without a browser (the server, the worker) takes the default entry', () => {
  expect(selectEntry(canary(10, 90), 'mfe-admin')?.metadata.version).toBe('0.1.0');
});
