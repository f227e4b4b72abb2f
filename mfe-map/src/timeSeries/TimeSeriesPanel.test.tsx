import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tz } from '@date-fns/tz';
import { format, subDays } from 'date-fns';
import type { Options, SeriesLineOptions } from 'highcharts';
import { useAuthStore } from '@headgate/auth';
import type { GraphRow } from '@headgate/contracts';
import { renderWithQueries } from '../filterBar/testing/renderWithQueries';
import TimeSeriesPanel from './TimeSeriesPanel';
import type { TimeSeriesLocation } from './timeSeriesLocation';

// Highcharts does not draw in jsdom: the stand-in shows how many points each line got.
jest.mock('./TimeSeriesChart', () => ({
  TimeSeriesChart: ({ options }: { options: Options }) => (
    <div data-testid="chart">
      {(options.series as SeriesLineOptions[])
        .map((line) => `${line.name}: ${line.data?.length ?? 0} points`)
        .join('; ')}
    </div>
  ),
  printableChartSvg: jest.fn(),
}));

const HENDERSON: TimeSeriesLocation = {
  locationNdx: 1,
  locationId: 'PLAHENCO',
  locationName: 'South Platte River at Henderson',
  kinds: ['flow'],
};

const row = (collect_timestamp: string, flow_cfs: number): GraphRow => ({
  collect_timestamp,
  units: 'cfs',
  source: null,
  location_name: HENDERSON.locationName,
  location_id: HENDERSON.locationId,
  flow_cfs,
});

type Answer = { status: number; body: unknown };
let answer: (url: URL) => Answer;
const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
  const { status, body } = answer(new URL(String(input), 'http://localhost'));
  return {
    ok: status < 400,
    status,
    statusText: status < 400 ? 'OK' : 'Error',
    json: async () => body,
    blob: async () => body,
  } as Response;
});
const graphCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/graph-flow-data15-min/1');

const denverDay = (instant: string | null) =>
  format(new Date(instant ?? Number.NaN), 'yyyy-MM-dd HH:mm', { in: tz('America/Denver') });

function renderPanel(location = HENDERSON) {
  const onClose = jest.fn();
  renderWithQueries(<TimeSeriesPanel location={location} onClose={onClose} />);
  return { onClose, panel: screen.getByRole('region', { name: /South Platte River/ }) };
}

beforeEach(() => {
  act(() => useAuthStore.setState({ status: 'anonymous', user: null }));
  fetchMock.mockClear();
  answer = () => ({
    status: 200,
    body: [row('2026-05-01T18:00:00.000Z', 91), row('2026-05-01T18:15:00.000Z', 92)],
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => jest.restoreAllMocks());

describe('TimeSeriesPanel', () => {
  it('is titled with the location name and id and charts its series', async () => {
    renderPanel();
    expect(
      screen.getByRole('heading', { level: 2, name: 'South Platte River at Henderson (PLAHENCO)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the time series' })).toBeInTheDocument();
    expect(await screen.findByTestId('chart')).toHaveTextContent('Flow: 2 points');
  });

  it('asks for the last 3 days by default, from midnight in Denver up to now', async () => {
    renderPanel();
    await screen.findByTestId('chart');
    const url = graphCalls()[0]!;
    const today = format(new Date(), 'yyyy-MM-dd', { in: tz('America/Denver') });
    const threeDaysAgo = format(subDays(new Date(`${today}T12:00:00`), 3), 'yyyy-MM-dd');
    expect(denverDay(url.searchParams.get('start'))).toBe(`${threeDaysAgo} 00:00`);
    expect(Date.now() - Date.parse(url.searchParams.get('end')!)).toBeLessThan(60_000);
    expect(screen.getByRole('group', { name: 'End Date' })).toHaveTextContent(
      format(new Date(`${today}T12:00:00`), 'MM/dd/yyyy'),
    );
  });

  it('asks again for the last 30 days or 12 months on a quick range', async () => {
    renderPanel();
    await screen.findByTestId('chart');
    const today = format(new Date(), 'yyyy-MM-dd', { in: tz('America/Denver') });
    const noon = new Date(`${today}T12:00:00`);

    await userEvent.click(screen.getByRole('button', { name: 'Last 30 Days' }));
    await waitFor(() => expect(graphCalls()).toHaveLength(2));
    expect(denverDay(graphCalls()[1]!.searchParams.get('start'))).toBe(
      `${format(subDays(noon, 30), 'yyyy-MM-dd')} 00:00`,
    );
    expect(screen.getByRole('button', { name: 'Last 30 Days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Last 12 Months' }));
    await waitFor(() => expect(graphCalls()).toHaveLength(3));
    const start = graphCalls()[2]!.searchParams.get('start');
    expect(denverDay(start).slice(5)).toBe(`${today.slice(5)} 00:00`.replace('02-29', '02-28'));
    expect(denverDay(start).slice(0, 4)).toBe(String(Number(today.slice(0, 4)) - 1));
  });

  it('says what went wrong when the data cannot be had', async () => {
    answer = () => ({ status: 500, body: { error: 'internal', message: 'Database down' } });
    renderPanel();
    expect(await screen.findByText('An error has occurred: Database down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save PDF' })).toBeDisabled();
  });

  it('says No Data Available when no graph has a reading', async () => {
    answer = () => ({ status: 200, body: [] });
    renderPanel({ ...HENDERSON, kinds: ['flow', 'stage'] });
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
  });

  it('expands and collapses, and closes', async () => {
    const { onClose, panel } = renderPanel();
    expect(panel).toHaveStyle({ height: '320px' });
    await userEvent.click(screen.getByRole('button', { name: 'Expand panel' }));
    expect(panel).toHaveStyle({ height: '70%' });
    await userEvent.click(screen.getByRole('button', { name: 'Collapse panel' }));
    expect(panel).toHaveStyle({ height: '320px' });
    await userEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('turns mouse-wheel zoom on and off with a click on the chart', async () => {
    renderPanel();
    const chart = await screen.findByTestId('chart');
    const frame = chart.closest('[data-wheel-zoom]')!;
    expect(frame).toHaveAttribute('data-wheel-zoom', 'off');
    await userEvent.click(chart);
    expect(frame).toHaveAttribute('data-wheel-zoom', 'on');
    expect(screen.getByText(/Mouse-wheel zoom on/)).toBeInTheDocument();
    // Another window keeps the chart, and its zoom, while it loads.
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 Days' }));
    await waitFor(() => expect(graphCalls()).toHaveLength(2));
    expect(screen.getByTestId('chart')).toBe(chart);
    expect(frame).toHaveAttribute('data-wheel-zoom', 'on');
    await userEvent.click(chart);
    expect(frame).toHaveAttribute('data-wheel-zoom', 'off');
  });

  it('downloads the CSV of the chosen days from the server', async () => {
    const csv = { name: 'csv blob' };
    answer = (url) =>
      url.pathname.endsWith('/csv')
        ? { status: 200, body: csv }
        : { status: 200, body: [row('2026-05-01T18:00:00.000Z', 91)] };
    const createObjectURL = jest.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderPanel();
    await screen.findByTestId('chart');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const download = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/graph-flow-data15-min/1/csv')!;
    const start = download.searchParams.get('start')!;
    const end = download.searchParams.get('end')!;
    expect(createObjectURL).toHaveBeenCalledWith(csv);
    expect(clicked[0]!.download).toMatch(
      new RegExp(`^PLAHENCO_flow_cfs_${start}_to_\\d{4}-\\d\\d-\\d\\d\\.csv$`),
    );
    expect(end > start).toBe(true);
  });

  it('offers one CSV per graph when the location has several', async () => {
    renderPanel({ ...HENDERSON, kinds: ['flow', 'stage'] });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Flow (cfs)', 'Stage (ft)']);
  });
});
