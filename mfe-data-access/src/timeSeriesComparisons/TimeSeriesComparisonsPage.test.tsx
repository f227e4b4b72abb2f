import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPARISON_NO_DATA_WARNING } from '@headgate/contracts';
import { fakeApi, renderAreaPage, visitAnonymously } from '@headgate/platform/testing';
import { preloadDataGrid } from '@headgate/design-system/testing';
import { NO_FACILITIES } from './ComparisonFilters';
import { TimeSeriesComparisonsPage } from './TimeSeriesComparisonsPage';

// The map (OpenLayers on a canvas) and the chart (Highcharts, which needs CSS.supports and SVG
// layout) need a real browser: the e2e run draws them. Here the chart names its series.
jest.mock('./ComparisonMap', () => ({ ComparisonMap: () => null }));
jest.mock('@headgate/design-system', () => ({
  ...jest.requireActual('@headgate/design-system'),
  TimeSeriesChart: ({ series }: { series: { name: string }[] }) => (
    <ul aria-label="chart series">
      {series.map((line) => (
        <li key={line.name}>{line.name}</li>
      ))}
    </ul>
  ),
}));

const ROUTE = '/data-access/time-series-comparisons';
const LINK = `${ROUTE}?endpoint=daily&start=2026-10-01&end=2026-10-03&leftParameter=67&leftLocations=2&rightParameter=1539&rightLocations=6`;
const DAY_MS = 86_400_000;
const OCT_1 = Date.UTC(2026, 9, 1, 6);

const line = (location_ndx: number, location_name: string, points: [number, number][]) => ({
  location_ndx,
  location_name,
  parameter_name: location_ndx === 2 ? 'Flow' : 'Water Level',
  units: location_ndx === 2 ? 'cfs' : 'ft',
  legend_color: '#1F77B4',
  points,
});

const station = (location_ndx: number, location_name: string, parameters: number[]) => ({
  location_ndx,
  location_name,
  location_id: `S${location_ndx}`,
  legend_color: '#336699',
  latitude: 40.1,
  longitude: -104.8,
  facility_ndx_array: [],
  parameter_ndx_array: parameters,
});

/** The lists as a signed-in reader gets them: the district stations of the link among them. */
const LISTS = {
  '/api/ts-compare-dropdown-facilities': [],
  '/api/ts-compare-dropdown-parameters': [
    { parameter_ndx: 67, parameter_name: 'Flow', units: 'cfs' },
    { parameter_ndx: 1539, parameter_name: 'Water Level', units: 'ft' },
  ],
  '/api/ts-compare-dropdown-locations-assoc': [
    station(2, 'Inlet', [67]),
    station(6, 'Pond 1', [1539]),
    station(101, 'Henderson', [67]),
  ],
};
/** The lists as an anonymous visitor gets them: public gages recording flow only. */
const PUBLIC_LISTS = {
  ...LISTS,
  '/api/ts-compare-dropdown-locations-assoc': [
    station(101, 'Henderson', [67]),
    station(102, 'Fort Lupton', [67]),
  ],
};
const LEFT_CALL = '/api/ts-compare-daily-data/67/2/2026-10-01/2026-10-03';
const RIGHT_CALL = '/api/ts-compare-daily-data/1539/6/2026-10-01/2026-10-03';

/** Presses Submit once the lists have come and the filters show. */
async function submitWhenReady() {
  await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
}

const renderComparison = (path: string) =>
  renderAreaPage(ROUTE, path, <TimeSeriesComparisonsPage />, {
    title: 'Time Series Comparisons',
    breadcrumb: 'Data Access',
  });

preloadDataGrid();
beforeEach(() => visitAnonymously());

describe('Time Series Comparisons', () => {
  it('shows its four collapsible panels and asks for Submit before drawing anything', async () => {
    const fetchMock = fakeApi(LISTS);
    renderComparison(LINK);
    for (const title of ['Map', 'Filter Controls', 'Graph', 'Table'])
      expect(screen.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/press Submit to draw the graph/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-expanded', 'false');
    const calls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(calls.some((call) => call.includes('ts-compare-daily-data'))).toBe(false);
  });

  it('makes one call per axis on Submit and tabulates both sides', async () => {
    const fetchMock = fakeApi({
      ...LISTS,
      [LEFT_CALL]: [line(2, 'Inlet', [[OCT_1, 12.5]])],
      [RIGHT_CALL]: [line(6, 'Pond 1', [[OCT_1 + DAY_MS, 3.25]])],
    });
    renderComparison(LINK);
    await submitWhenReady();
    // Each side is its own query: the right may arrive a render after the left.
    expect(await screen.findByText('Left: Inlet (cfs)')).toBeInTheDocument();
    expect(await screen.findByText('Right: Pond 1 (ft)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'chart series' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    const paths = fetchMock.mock.calls.map(
      ([input]) => new URL(String(input), 'http://x').pathname,
    );
    expect(paths.filter((path) => path === LEFT_CALL)).toHaveLength(1);
    expect(paths.filter((path) => path === RIGHT_CALL)).toHaveLength(1);
    expect(screen.queryByText(COMPARISON_NO_DATA_WARNING)).not.toBeInTheDocument();
  });

  it("warns in the spec's words when one side has no data", async () => {
    fakeApi({
      ...LISTS,
      [LEFT_CALL]: [line(2, 'Inlet', [[OCT_1, 12.5]])],
      [RIGHT_CALL]: [line(6, 'Pond 1', [])],
    });
    renderComparison(LINK);
    await submitWhenReady();
    expect(await screen.findByText(COMPARISON_NO_DATA_WARNING)).toBeInTheDocument();
  });

  it('gives an anonymous visitor a default comparison of stations they may see, by name', async () => {
    const left = '/api/ts-compare-daily-data/67/101/';
    const right = '/api/ts-compare-daily-data/67/102/';
    const fetchMock = fakeApi(PUBLIC_LISTS);
    renderComparison(ROUTE);
    expect(await screen.findByRole('combobox', { name: 'Left axis locations' })).toHaveTextContent(
      'Henderson',
    );
    expect(screen.getByRole('combobox', { name: 'Right axis locations' })).toHaveTextContent(
      'Fort Lupton',
    );
    await submitWhenReady();
    await waitFor(() => {
      const paths = fetchMock.mock.calls.map(([input]) => String(input));
      expect(paths.some((path) => path.includes(left))).toBe(true);
      expect(paths.some((path) => path.includes(right))).toBe(true);
    });
    const paths = fetchMock.mock.calls.map(([input]) => String(input));
    expect(paths.some((path) => /ts-compare-daily-data\/\d+\/[26]\//.test(path))).toBe(false);
  });

  it('disables the facility filter, saying why, when no facility has a station to compare', async () => {
    fakeApi(PUBLIC_LISTS);
    renderComparison(ROUTE);
    const facilities = await screen.findByRole('combobox', { name: 'Facilities' });
    expect(facilities).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(NO_FACILITIES)).toBeInTheDocument();
  });

  it("drops a link's facility the reader may not choose, rather than show its id", async () => {
    const fetchMock = fakeApi(PUBLIC_LISTS);
    renderComparison(`${ROUTE}?facilities=37&leftParameter=67&leftLocations=101`);
    const facilities = await screen.findByRole('combobox', { name: 'Facilities' });
    expect(facilities).not.toHaveTextContent('37');
    expect(screen.getByRole('combobox', { name: 'Left axis locations' })).toHaveTextContent(
      'Henderson',
    );
    const lists = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((call) => call.includes('ts-compare-dropdown-locations-assoc'));
    expect(lists.at(-1)).not.toContain('facilities=');
  });

  it('offers the facilities the server lists', async () => {
    fakeApi({
      ...LISTS,
      '/api/ts-compare-dropdown-facilities': [
        {
          facility_ndx: 37,
          facility_name: 'Lupton Bottoms Storage',
          facility_type_desc: 'Storage',
        },
      ],
    });
    renderComparison(LINK);
    const facilities = await screen.findByRole('combobox', { name: 'Facilities' });
    expect(facilities).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(NO_FACILITIES)).not.toBeInTheDocument();
    await userEvent.click(facilities);
    expect(screen.getByRole('option', { name: 'Lupton Bottoms Storage' })).toBeInTheDocument();
  });

  it('cannot be submitted without a left station', async () => {
    fakeApi(LISTS);
    renderComparison(`${ROUTE}?endpoint=raw&leftParameter=67`);
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '3 months' })).toBeDisabled();
    expect(
      within(screen.getByRole('radiogroup')).getByRole('radio', { name: '15 Minutes' }),
    ).toBeChecked();
  });
});
