import { screen, within } from '@testing-library/react';
import type { SystemStatus } from '@headgate/contracts';
import { fakeApi, renderAreaPage, visitAnonymously } from '@headgate/platform/testing';
import { preloadDataGrid } from '@headgate/design-system/testing';
import { SystemStatusPage } from './SystemStatusPage';

// System Status says in words what the metrics show: what needs attention first, then each part.

const ROUTE = '/admin/system-status';
const CHECKED_AT = '2026-11-26T18:00:00.000Z';
const minutesBefore = (minutes: number) =>
  new Date(Date.parse(CHECKED_AT) - minutes * 60_000).toISOString();

const STATUS: SystemStatus = {
  checkedAt: CHECKED_AT,
  servers: [
    {
      name: 'gw-1:4100',
      version: '0.1.0',
      startedAt: minutesBefore(300),
      lastSeenAt: minutesBefore(0.2),
      ready: true,
      jobs: true,
      gone: false,
    },
    {
      name: 'gw-2:4123',
      version: '0.1.0',
      startedAt: minutesBefore(600),
      lastSeenAt: minutesBefore(47),
      ready: true,
      jobs: false,
      gone: true,
    },
  ],
  imports: [
    {
      dataSource: 'CDSS',
      lastSuccessAt: minutesBefore(180),
      lastFailureAt: null,
      frequencyMinutes: 15,
      nextDueAt: minutesBefore(165),
      overdue: true,
    },
    {
      dataSource: 'Logger',
      lastSuccessAt: minutesBefore(10),
      lastFailureAt: minutesBefore(5),
      frequencyMinutes: 30,
      nextDueAt: minutesBefore(-20),
      overdue: false,
    },
  ],
  outbox: { pending: 1, sending: 0, sent: 40, failed: 0, oldestUnsentAgeSeconds: 20 * 60 },
  alertEngine: { lastEvaluatedAt: minutesBefore(0.5), server: 'gw-1:4100' },
  remotes: [
    {
      remote: 'mfe-admin',
      versions: [
        { version: '0.1.0', default: true, traffic: 90, loads: 40, failures: 0 },
        { version: '0.2.0', default: false, traffic: 10, loads: 8, failures: 3 },
      ],
    },
  ],
};

const renderPage = () =>
  renderAreaPage(ROUTE, ROUTE, <SystemStatusPage />, {
    title: 'System Status',
    breadcrumb: 'Admin',
  });
const section = (name: string) => screen.findByRole('region', { name });

preloadDataGrid();
beforeEach(visitAnonymously);

describe('System Status, what an Administrator reads', () => {
  it('says first what needs attention, in words', async () => {
    fakeApi({ '/api/system-status': STATUS });
    renderPage();
    const attention = await screen.findByRole('alert', { name: 'Needs attention' });
    expect(
      within(attention)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Server gw-2:4123 is gone: last seen 47 min ago.',
      'Import CDSS is overdue: last success 3 h ago, expected every 15 min.',
      'Alert mail is not going out: 1 message waits, the oldest for 20 min.',
      'mfe-admin 0.2.0 failed in 3 of 8 loads in the last hour.',
    ]);
  });

  it('lists the servers, the imports, the outbox, the alert engine and the live remote versions', async () => {
    fakeApi({ '/api/system-status': STATUS });
    renderPage();
    const servers = await within(await section('Servers')).findByRole('grid', { name: 'Servers' });
    expect(within(servers).getByRole('row', { name: /gw-1:4100/ })).toHaveTextContent(
      /Ready.*Runs jobs.*0\.1\.0.*12 s ago/,
    );
    expect(within(servers).getByRole('row', { name: /gw-2:4123/ })).toHaveTextContent(
      /Gone.*No jobs.*47 min ago/,
    );

    const imports = await within(await section('Imports')).findByRole('grid', {
      name: 'Imports by data source',
    });
    expect(within(imports).getByRole('row', { name: /CDSS/ })).toHaveTextContent(
      /Overdue.*3 h ago.*never.*15 min.*2 h 45 min late/,
    );
    expect(within(imports).getByRole('row', { name: /Logger/ })).toHaveTextContent(
      /Current.*10 min ago.*5 min ago.*30 min.*in 20 min/,
    );

    expect(await section('Alert outbox')).toHaveTextContent(
      '1 pending, 0 sending, 40 sent, 0 failed. The oldest message not yet sent has waited 20 min.',
    );
    expect(await section('Alert engine')).toHaveTextContent(
      'Last evaluated the alerts 30 s ago, on gw-1:4100.',
    );

    const remotes = await within(await section('Remotes')).findByRole('grid', {
      name: 'Live remote versions',
    });
    expect(within(remotes).getByRole('row', { name: /0\.2\.0/ })).toHaveTextContent(
      /mfe-admin.*canary, 10 %.*8.*3/,
    );
    expect(within(remotes).getByRole('row', { name: /0\.1\.0/ })).toHaveTextContent(
      /default, 90 %.*40.*0/,
    );
  });

  it('says all is well when nothing needs attention', async () => {
    fakeApi({
      '/api/system-status': {
        ...STATUS,
        servers: [STATUS.servers[0]],
        imports: [STATUS.imports[1]],
        outbox: { pending: 0, sending: 0, sent: 40, failed: 0, oldestUnsentAgeSeconds: null },
        remotes: [{ remote: 'mfe-admin', versions: [STATUS.remotes[0]!.versions[0]] }],
      },
    });
    renderPage();
    expect(await screen.findByText('Everything is running as expected.')).toBeVisible();
    expect(await section('Alert outbox')).toHaveTextContent('Nothing waits to be sent.');
  });

  it('says it is loading, then why the status could not be read', async () => {
    fakeApi({ '/api/system-status': { status: 503, message: 'The database is not answering.' } });
    renderPage();
    expect(screen.getByRole('progressbar', { name: 'Loading system status' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error fetching data: The database is not answering.',
    );
  });

  it('says when no server has recorded itself yet', async () => {
    fakeApi({ '/api/system-status': { ...STATUS, servers: [] } });
    renderPage();
    expect(
      await screen.findByText(
        'No server has recorded itself yet: each one does within 15 s of starting.',
      ),
    ).toBeVisible();
  });
});
