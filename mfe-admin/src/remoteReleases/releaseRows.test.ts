import { releaseRows } from './releaseRows';

const summaryRow = (
  version: string,
  loads: number,
  errors: number,
  rolledBackAt: string | null = null,
) => ({
  remote: 'mfe-admin',
  version,
  loads,
  errors,
  errorRate: loads ? errors / loads : 0,
  rolledBackAt,
});

it('puts each listed version beside its last hour, and keeps rolled-back and stray versions', () => {
  const rows = releaseRows(
    {
      microFrontends: {
        'mfe-admin': [
          {
            url: '/remotes/mfe-admin/0.1.0/mf-manifest.json',
            metadata: { version: '0.1.0' },
            deployment: { default: true, traffic: 90 },
          },
        ],
        'mfe-map': [
          { url: '/remotes/mfe-map/0.1.0/mf-manifest.json', metadata: { version: '0.1.0' } },
        ],
      },
    },
    [
      summaryRow('0.1.0', 40, 1),
      summaryRow('0.2.0', 10, 6, '2026-11-25T06:00:00.000Z'),
      summaryRow('0.0.9', 2, 0),
    ],
  );
  expect(rows.map((row) => [row.id, row.status, row.traffic, row.loads, row.errors])).toEqual([
    ['mfe-admin@0.0.9', 'not listed', null, 2, 0],
    ['mfe-admin@0.1.0', 'served', 90, 40, 1],
    ['mfe-admin@0.2.0', 'rolled back', null, 10, 6],
    ['mfe-map@0.1.0', 'served', 0, 0, 0],
  ]);
});
