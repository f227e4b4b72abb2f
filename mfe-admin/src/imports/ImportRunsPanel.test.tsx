import { screen, within } from '@testing-library/react';
import type { ImportRun } from '@headgate/contracts';
import { fakeApi, renderAreaPage, visitAnonymously } from '@headgate/platform/testing';
import { ImportRunsPanel } from './ImportRunsPanel';

const ROUTE = '/data-access/system-management/imports-configuration';
const run = (runNdx: number, server: string | null): ImportRun => ({
  run_ndx: runNdx,
  import_ndx: 1,
  started_at: '2026-11-20T12:00:00Z',
  finished_at: '2026-11-20T12:00:05Z',
  status: 'succeeded',
  files: ['gages/henderson.csv'],
  rows_read: 4,
  rows_written: 4,
  rows_unchanged: 0,
  rows_skipped: 0,
  rows_rejected: 0,
  rejects: [],
  message: '4 written, 0 unchanged, 0 rejected',
  server,
});

beforeEach(visitAnonymously);

describe("an import's runs", () => {
  it('name the server each run ran on, and nothing for runs from before servers were recorded', async () => {
    fakeApi({ '/api/import-runs': [run(2, 'gw-2:4123'), run(1, null)] });
    renderAreaPage(ROUTE, ROUTE, <ImportRunsPanel importNdx={1} />, {
      title: 'Imports Configuration',
      breadcrumb: 'System Management',
    });
    const runs = within(await screen.findByRole('list', { name: 'Import runs' })).getAllByRole(
      'listitem',
    );
    expect(runs[0]).toHaveTextContent(/5:00:05 AM on gw-2:4123: succeeded/);
    expect(runs[1]).toHaveTextContent(/5:00:05 AM: succeeded/);
    expect(runs[1]).not.toHaveTextContent(' on ');
  });
});
