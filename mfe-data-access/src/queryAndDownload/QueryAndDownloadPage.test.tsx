import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOWNLOAD_MESSAGES } from '@headgate/contracts';
import { saveFile, ToastHost } from '@headgate/design-system';
import { fakeApi, renderAreaPage, visitAnonymously } from '@headgate/platform/testing';
import { QueryAndDownloadPage } from './QueryAndDownloadPage';

// jsdom cannot save a file; what the page hands over is what matters.
jest.mock('@headgate/design-system', () => ({
  ...jest.requireActual('@headgate/design-system'),
  saveFile: jest.fn(),
}));

const ROUTE = '/data-access/query-and-download/facilities';
const BASE = '/api/facility-query-download';
const LISTS = {
  [`${BASE}/list-facility-types-united-only`]: [
    { facility_type_ndx: 1, facility_type_desc: 'Storage' },
    { facility_type_ndx: 2, facility_type_desc: 'Recharge' },
  ],
  [`${BASE}/list-facilities-with-types`]: [
    {
      facility_ndx: 37,
      facility_name: 'Lupton Bottoms',
      facility_type_ndx: 1,
      facility_type_desc: 'Storage',
    },
    {
      facility_ndx: 41,
      facility_name: 'Kersey Ponds',
      facility_type_ndx: 2,
      facility_type_desc: 'Recharge',
    },
  ],
  [`${BASE}/q-d-list-parameter-groups`]: [
    { parameter_group_ndx: 1, parameter_group_name: 'Surface Water' },
    { parameter_group_ndx: 2, parameter_group_name: 'Storage Levels' },
  ],
};

/** The list calls answer at once; the download waits until the test settles it. */
function fakeDownloadApi() {
  const lists = fakeApi(LISTS);
  const download: { settle?: (response: Partial<Response>) => void; body?: unknown } = {};
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('/data-')) return lists(input, init);
    download.body = JSON.parse(String(init?.body));
    return new Promise<Response>((resolve) => {
      download.settle = (response) => resolve(response as Response);
    });
  }) as unknown as typeof fetch;
  return download;
}

const renderDownload = (path: string) =>
  renderAreaPage(
    ROUTE,
    path,
    <>
      <QueryAndDownloadPage />
      <ToastHost />
    </>,
    { title: 'Query & Download - Facility Data', breadcrumb: 'Data Access' },
  );

const pickList = (title: string) => screen.getByRole('group', { name: title });

/**
 * Download once it can be pressed: the form shows when the lists have arrived, and Download stays
 * disabled until the measurement groups are chosen, a render later (clicked at once, it could
 * still be disabled).
 */
async function readyDownload() {
  const button = await screen.findByRole('button', { name: 'Download' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

beforeEach(() => visitAnonymously());

describe('Query & Download', () => {
  it('selects every measurement group once the groups load', async () => {
    fakeDownloadApi();
    renderDownload(`${ROUTE}?facilities=37`);
    // The groups are ticked a render after the list shows them.
    const measurements = await screen.findByRole('group', { name: 'Measurements' });
    for (const name of ['Surface Water', 'Storage Levels'])
      expect(
        await within(measurements).findByRole('checkbox', { name, checked: true }),
      ).toBeInTheDocument();
    expect(within(measurements).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('drops the chosen facilities of a facility type that is unticked', async () => {
    fakeDownloadApi();
    renderDownload(`${ROUTE}?facilityTypes=1,2&facilities=37,41`);
    await screen.findByRole('group', { name: 'Facilities' });
    expect(
      within(pickList('Facilities')).getByRole('checkbox', { name: 'Kersey Ponds' }),
    ).toBeChecked();

    await userEvent.click(
      within(pickList('Facility Types')).getByRole('checkbox', { name: 'Recharge' }),
    );
    expect(
      within(pickList('Facilities')).queryByRole('checkbox', { name: 'Kersey Ponds' }),
    ).toBeNull();
    await userEvent.click(
      within(pickList('Facility Types')).getByRole('checkbox', { name: 'Recharge' }),
    );
    expect(
      within(pickList('Facilities')).getByRole('checkbox', { name: 'Kersey Ponds' }),
    ).not.toBeChecked();
    expect(
      within(pickList('Facilities')).getByRole('checkbox', { name: 'Lupton Bottoms' }),
    ).toBeChecked();
  });

  it("shows 'Preparing...' while the file is made, then the failure toast and why", async () => {
    const download = fakeDownloadApi();
    renderDownload(`${ROUTE}?facilities=37&timeInterval=data-15min&daysRange=7`);
    await userEvent.click(await readyDownload());

    const preparing = screen.getByRole('button', { name: 'Preparing...' });
    expect(preparing).toBeDisabled();
    expect(download.body).toMatchObject({ facilities: [37], parameterGroups: [1, 2] });

    download.settle!({
      ok: false,
      status: 500,
      statusText: 'Internal Server Error',
      json: async () => ({ error: 'internal', message: 'the database went away' }),
    });
    expect(await screen.findByText(DOWNLOAD_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch data: the database went away')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('saves the CSV under a dated name and says so', async () => {
    const download = fakeDownloadApi();
    renderDownload(`${ROUTE}?facilities=37`);
    await userEvent.click(await readyDownload());
    const file = new Blob(['timestamp\n'], { type: 'text/csv' });
    download.settle!({ ok: true, status: 200, blob: async () => file });
    expect(await screen.findByText(DOWNLOAD_MESSAGES.saved)).toBeInTheDocument();
    expect(saveFile).toHaveBeenCalledWith(
      file,
      expect.stringMatching(/^headgate-data-daily-\d{4}-\d\d-\d\d\.csv$/),
    );
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });
});
