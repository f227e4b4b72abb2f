import { describeUnmet, unmetSharedVersions } from './sharedVersions';

const OFFERED = { react: '19.3.1', '@headgate/contracts': '0.2.1', '@headgate/auth': '0.1.0' };

it('accepts what the page offers within range', () => {
  expect(
    unmetSharedVersions(
      [
        { name: 'react', requiredVersion: '^19.3.1' },
        { name: '@headgate/contracts', requiredVersion: '^0.2.0' },
      ],
      OFFERED,
    ),
  ).toEqual([]);
});

it('names each shared module whose range the page misses, with what the page has', () => {
  const unmet = unmetSharedVersions(
    [
      { name: '@headgate/contracts', requiredVersion: '^0.3.0' },
      { name: '@headgate/auth', requiredVersion: '^0.1.1' },
      { name: 'react', requiredVersion: '^18.0.0' },
    ],
    OFFERED,
  );
  expect(unmet).toEqual([
    { name: '@headgate/contracts', requiredVersion: '^0.3.0', offered: '0.2.1' },
    { name: '@headgate/auth', requiredVersion: '^0.1.1', offered: '0.1.0' },
    { name: 'react', requiredVersion: '^18.0.0', offered: '19.3.1' },
  ]);
  expect(describeUnmet('mfe-admin', '0.3.0', unmet.slice(0, 1))).toBe(
    'mfe-admin 0.3.0 needs @headgate/contracts ^0.3.0 — this site has 0.2.1',
  );
});

it('0.x: a minor step is breaking, a patch is not', () => {
  const check = (offered: string) =>
    unmetSharedVersions([{ name: '@headgate/contracts', requiredVersion: '^0.2.0' }], {
      '@headgate/contracts': offered,
    }).length === 0;
  expect([check('0.2.0'), check('0.2.9'), check('0.3.0'), check('0.1.9')]).toEqual([
    true,
    true,
    false,
    false,
  ]);
});

it('ignores modules the page does not share, and ranges a remote leaves open', () => {
  expect(
    unmetSharedVersions(
      [{ name: 'lodash', requiredVersion: '^4.0.0' }, { name: 'react' }],
      OFFERED,
    ),
  ).toEqual([]);
});
