import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleaseChange, ReleaseEntryStatus, Releases } from '@headgate/contracts';
import { useToastStore } from '@headgate/design-system';
import { fakeApi, renderAreaPage, visitAnonymously } from '@headgate/platform/testing';
import { preloadDataGrid } from '@headgate/design-system/testing';
import { RemoteReleasesPage } from './RemoteReleasesPage';

// Remote Releases is where operators steer each remote: every change is asked first,
// sent as the release API takes it, and a refusal is shown as the server wrote it.

const ROUTE = '/admin/remote-releases';
const STABLE_URL = '/remotes/mfe-admin/0.1.0/mf-manifest.json';
const CANARY_URL = 'https://cdn.district.example/teams/admin/mfe-admin/0.2.0/mf-manifest.json';
const NEW_URL = 'https://cdn.district.example/teams/admin/mfe-admin/0.3.0/mf-manifest.json';

const lastHour = { loads: 0, errors: 0, clients: 0, errorRate: 0, rolledBackAt: null };
const STABLE: ReleaseEntryStatus = {
  version: '0.1.0',
  url: STABLE_URL,
  default: true,
  traffic: 90,
  ...lastHour,
  loads: 40,
};
const CANARY: ReleaseEntryStatus = {
  version: '0.2.0',
  url: CANARY_URL,
  default: false,
  traffic: 10,
  ...lastHour,
  loads: 8,
  errors: 2,
  clients: 7,
  errorRate: 0.25,
};
const CANARY_ADDED: ReleaseChange = {
  auditNdx: 7,
  at: '2026-11-26T16:14:00.000Z',
  actorSubject: 'user-1',
  actorName: 'Alex Admin',
  remote: 'mfe-admin',
  change: 'update',
  before: [{ version: '0.1.0', url: STABLE_URL, default: true, traffic: 100 }],
  after: [
    { version: '0.1.0', url: STABLE_URL, default: true, traffic: 90 },
    { version: '0.2.0', url: CANARY_URL, default: false, traffic: 10 },
  ],
};
const RELEASES: Releases = {
  remotes: [
    { remote: 'mfe-admin', entries: [STABLE, CANARY] },
    {
      remote: 'mfe-map',
      entries: [
        { ...STABLE, url: '/remotes/mfe-map/0.1.0/mf-manifest.json', traffic: 100, loads: 3 },
      ],
    },
  ],
  audit: [CANARY_ADDED],
};
/** What the release API stores of the two entries (no last hour). */
const STORED_STABLE = { version: '0.1.0', url: STABLE_URL, default: true, traffic: 90 };
const STORED_CANARY = { version: '0.2.0', url: CANARY_URL, default: false, traffic: 10 };

const PUT_PATH = '/api/releases/mfe-admin';
const ROLLBACK_PATH = '/api/releases/mfe-admin/rollback';
const REFUSAL = "entries.2.url: https, this site's origin or localhost only";

/** The page's writes as the server received them: method, path and body. */
function writesOf(fetchMock: jest.Mock) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method !== undefined)
    .filter(([, init]) => (init as RequestInit).method !== 'GET')
    .map(([input, init]) => {
      const { method, body } = init as RequestInit;
      return {
        method,
        path: new URL(String(input), 'http://localhost').pathname,
        body: body ? (JSON.parse(String(body)) as unknown) : undefined,
      };
    });
}

/** The releases on GET; writes answered as the release API answers them, or refused with `refusal`. */
function releaseApi(refusal?: string) {
  const fetchMock = fakeApi({ '/api/releases': RELEASES });
  const reads = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return reads(input, init);
    const path = new URL(String(input), 'http://localhost').pathname;
    if (refusal)
      return {
        ok: false,
        status: 400,
        statusText: 'Bad Request',
        json: async () => ({ error: 'invalid_release', message: refusal }),
      } as Response;
    const answer =
      path === ROLLBACK_PATH
        ? { remote: 'mfe-admin', entries: [{ ...STABLE, traffic: 100 }], rolledBackTo: '0.1.0' }
        : { remote: 'mfe-admin', entries: [STABLE, CANARY] };
    return { ok: true, status: 200, statusText: 'OK', json: async () => answer } as Response;
  });
  return fetchMock;
}

const renderPage = () =>
  renderAreaPage(ROUTE, ROUTE, <RemoteReleasesPage />, {
    title: 'Remote Releases',
    breadcrumb: 'Admin',
  });

const adminSection = () => screen.findByRole('region', { name: 'mfe-admin' });
const toast = () => useToastStore.getState().toast?.message;

/** Confirms the open question and waits until the change is announced. */
async function confirm(question: HTMLElement, label: string, announced: string) {
  await userEvent.click(within(question).getByRole('button', { name: label }));
  await waitFor(() => expect(toast()).toBe(announced));
  await waitFor(() => expect(question).not.toBeInTheDocument());
}

preloadDataGrid();
beforeEach(() => {
  visitAnonymously();
  useToastStore.setState({ toast: null });
});

describe('Remote Releases, what the operator reads', () => {
  it('lists each remote’s versions with their last hour and error rate, and who changed what', async () => {
    releaseApi();
    renderPage();
    const versions = await within(await adminSection()).findByRole('grid', {
      name: 'mfe-admin versions',
    });
    const canary = within(versions).getByRole('row', { name: /0\.2\.0/ });
    expect(canary).toHaveTextContent('canary, served');
    expect(canary).toHaveTextContent('25.0 %');
    expect(within(versions).getByRole('columnheader', { name: 'Clients (1 h)' })).toBeVisible();
    expect(within(canary).getByRole('gridcell', { name: '7' })).toBeVisible();
    expect(canary).toHaveTextContent(CANARY_URL);
    expect(within(versions).getByRole('row', { name: /0\.1\.0/ })).toHaveTextContent(
      'default, served',
    );
    expect(screen.getByRole('region', { name: 'mfe-map' })).toBeInTheDocument();

    const audit = await screen.findByRole('grid', { name: 'Release changes' });
    const change = within(audit).getByRole('row', { name: /Alex Admin/ });
    expect(change).toHaveTextContent('mfe-admin');
    expect(change).toHaveTextContent('added 0.2.0 (10 %)');
    expect(change).toHaveTextContent('0.1.0 100 % → 90 %');
  });

  it('says it is loading, then why the releases could not be read', async () => {
    fakeApi({ '/api/releases': { status: 503, message: 'The database is not answering.' } });
    renderPage();
    expect(screen.getByRole('progressbar', { name: 'Loading remote releases' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error fetching data: The database is not answering.',
    );
  });

  it('says when no remote is listed, and when no change is recorded', async () => {
    fakeApi({ '/api/releases': { remotes: [], audit: [] } });
    renderPage();
    expect(await screen.findByText('No remote is listed in the release store.')).toBeVisible();

    fakeApi({ '/api/releases': { ...RELEASES, audit: [] } });
    renderPage();
    expect(await screen.findByText('No release changes recorded yet.')).toBeVisible();
  });
});

describe('Remote Releases, each change asked first', () => {
  it('adds a version by URL at 0 %, refusing a version the form can tell is wrong', async () => {
    const fetchMock = releaseApi();
    renderPage();
    await userEvent.click(
      within(await adminSection()).getByRole('button', { name: 'Add a version of mfe-admin' }),
    );
    const form = await screen.findByRole('region', { name: 'New version of mfe-admin' });
    const version = within(form).getByLabelText(/^Version/);
    const create = within(form).getByRole('button', { name: 'Create' });

    await userEvent.type(version, '0.3 beta');
    expect(await within(form).findByText(/a version such as 0\.2\.0/)).toBeVisible();
    await userEvent.clear(version);
    await userEvent.type(version, '0.2.0');
    expect(await within(form).findByText('mfe-admin already lists this version')).toBeVisible();
    await userEvent.clear(version);
    await userEvent.type(version, '0.3.0');
    await userEvent.type(within(form).getByLabelText(/^Manifest URL/), NEW_URL);
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);

    const question = await screen.findByRole('dialog', { name: 'Add mfe-admin 0.3.0?' });
    expect(question).toHaveTextContent(`0.3.0 is listed from ${NEW_URL} at 0 %`);
    expect(writesOf(fetchMock)).toEqual([]);
    await confirm(question, 'Add', 'mfe-admin 0.3.0 is listed at 0 %.');
    expect(writesOf(fetchMock)).toEqual([
      {
        method: 'PUT',
        path: PUT_PATH,
        body: {
          entries: [
            STORED_STABLE,
            STORED_CANARY,
            { version: '0.3.0', url: NEW_URL, default: false, traffic: 0 },
          ],
        },
      },
    ]);
    expect(form).not.toBeInTheDocument();
  });

  it('shows the server’s refusal as it wrote it, and changes nothing', async () => {
    const fetchMock = releaseApi(REFUSAL);
    renderPage();
    await userEvent.click(
      within(await adminSection()).getByRole('button', { name: 'Add a version of mfe-admin' }),
    );
    const form = await screen.findByRole('region', { name: 'New version of mfe-admin' });
    await userEvent.type(within(form).getByLabelText(/^Version/), '0.3.0');
    await userEvent.type(within(form).getByLabelText(/^Manifest URL/), 'http://cdn.example/m.json');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    const question = await screen.findByRole('dialog', { name: 'Add mfe-admin 0.3.0?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Add' }));

    expect(await within(question).findByRole('alert')).toHaveTextContent(
      `Nothing was changed: ${REFUSAL}`,
    );
    expect(within(question).getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(writesOf(fetchMock)).toHaveLength(1);
    expect(toast()).toBeUndefined();
    // The form keeps what was typed, to correct it.
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(form).getByLabelText(/^Version/)).toHaveValue('0.3.0');
  });

  it('sets the canary’s share with the slider, the default taking the rest, only once confirmed', async () => {
    const fetchMock = releaseApi();
    renderPage();
    const section = await adminSection();
    const slider = await within(section).findByRole('slider', {
      name: 'Share of mfe-admin browsers for 0.2.0',
    });
    fireEvent.change(slider, { target: { value: 25 } });
    expect(within(section).getByText('0.1.0 (default) gets 75 %')).toBeVisible();

    await userEvent.click(within(section).getByRole('button', { name: 'Set share' }));
    const question = await screen.findByRole('dialog', {
      name: 'Send 25 % of mfe-admin to 0.2.0?',
    });
    expect(question).toHaveTextContent(
      '0.2.0 gets 25 % of browsers (now 10 %). The default 0.1.0 gets the rest: 75 % (now 90 %).',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(writesOf(fetchMock)).toEqual([]);

    await userEvent.click(within(section).getByRole('button', { name: 'Set share' }));
    await confirm(
      await screen.findByRole('dialog', { name: 'Send 25 % of mfe-admin to 0.2.0?' }),
      'Set share',
      'mfe-admin 0.2.0 now gets 25 %, 0.1.0 75 %.',
    );
    expect(writesOf(fetchMock)).toEqual([
      {
        method: 'PUT',
        path: PUT_PATH,
        body: {
          entries: [
            { ...STORED_STABLE, traffic: 75 },
            { ...STORED_CANARY, traffic: 25 },
          ],
        },
      },
    ]);
  });

  it('promotes the canary to the default at 100 %, keeping the old default listed at 0 %', async () => {
    const fetchMock = releaseApi();
    renderPage();
    await userEvent.click(
      await within(await adminSection()).findByRole('button', { name: 'Promote mfe-admin 0.2.0' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Promote mfe-admin 0.2.0?' });
    expect(question).toHaveTextContent(
      '0.2.0 becomes the default and gets every browser (100 %). 0.1.0 stays listed at 0 %; Roll back returns to 0.1.0.',
    );
    expect(writesOf(fetchMock)).toEqual([]);
    await confirm(question, 'Promote', 'mfe-admin 0.2.0 is the default at 100 %.');
    expect(writesOf(fetchMock)).toEqual([
      {
        method: 'PUT',
        path: PUT_PATH,
        body: {
          entries: [
            { ...STORED_STABLE, default: false, traffic: 0 },
            { ...STORED_CANARY, default: true, traffic: 100 },
          ],
        },
      },
    ]);
  });

  it('retires the canary, its share going to the default; the default cannot be retired', async () => {
    const fetchMock = releaseApi();
    renderPage();
    const section = await adminSection();
    expect(
      await within(section).findByRole('button', { name: 'Retire mfe-admin 0.1.0' }),
    ).toBeDisabled();
    expect(within(section).getByRole('button', { name: 'Promote mfe-admin 0.1.0' })).toBeDisabled();
    await userEvent.click(within(section).getByRole('button', { name: 'Retire mfe-admin 0.2.0' }));
    const question = await screen.findByRole('dialog', { name: 'Retire mfe-admin 0.2.0?' });
    expect(question).toHaveTextContent(
      'Its 10 % goes to the default 0.1.0 (then 100 %). Its files stay where they are.',
    );
    expect(writesOf(fetchMock)).toEqual([]);
    await confirm(question, 'Retire', 'mfe-admin 0.2.0 is retired.');
    expect(writesOf(fetchMock)).toEqual([
      { method: 'PUT', path: PUT_PATH, body: { entries: [{ ...STORED_STABLE, traffic: 100 }] } },
    ]);
  });

  it('rolls the remote back through the rollback call, and reads the releases again', async () => {
    const fetchMock = releaseApi();
    renderPage();
    await userEvent.click(
      within(await adminSection()).getByRole('button', { name: 'Roll back mfe-admin' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Roll back mfe-admin?' });
    expect(question).toHaveTextContent(
      '0.2.0 (10 %) is no longer served; the default 0.1.0 gets every browser.',
    );
    expect(writesOf(fetchMock)).toEqual([]);
    const reads = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/releases')).length;
    const readBefore = reads();
    await confirm(question, 'Roll back', 'mfe-admin is rolled back: 0.1.0 is served.');
    expect(writesOf(fetchMock)).toEqual([{ method: 'POST', path: ROLLBACK_PATH, body: undefined }]);
    await waitFor(() => expect(reads()).toBeGreaterThan(readBefore));
  });
});
