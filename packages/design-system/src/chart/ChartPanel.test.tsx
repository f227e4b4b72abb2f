import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chartPngFileName } from './chartPng';
import ChartPanel from './ChartPanel';

// Highcharts needs a real browser (CSS.supports, SVG layout); its options are tested on their own.
jest.mock('./HighchartsChart', () => ({
  __esModule: true,
  default: () => <div data-testid="highcharts" />,
}));

const SERIES = [
  {
    name: 'Inlet',
    unit: 'cfs',
    points: [
      [Date.parse('2026-11-20T17:00:00Z'), 12.5],
      [Date.parse('2026-11-20T17:15:00Z'), 13],
    ] as const,
  },
];

describe('the chart', () => {
  it('says the error with the spec text', () => {
    render(<ChartPanel title="Flow" series={[]} interval="15min" error={new Error('Timeout')} />);
    expect(screen.getByText('An error has occurred: Timeout')).toBeInTheDocument();
  });

  it("says 'No Data Available' when no series has a value", () => {
    render(
      <ChartPanel
        title="Flow"
        series={[{ name: 'Inlet', unit: 'cfs', points: [[0, null]] }]}
        interval="15min"
      />,
    );
    expect(screen.getByText('No Data Available')).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    render(<ChartPanel title="Flow" series={[]} interval="15min" loading />);
    expect(screen.getByRole('status', { name: 'Loading Flow' })).toBeInTheDocument();
  });

  it('shows the same data as a table, times on the Denver clock', async () => {
    render(<ChartPanel title="Flow" series={SERIES} interval="15min" />);
    expect(await screen.findByTestId('highcharts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show table' }));
    const table = screen.getByRole('table', { name: 'Flow' });
    expect(within(table).getByRole('columnheader', { name: 'Inlet (cfs)' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('11/20/2026 10:00 AM12.5');
    expect(rows[2]).toHaveTextContent('11/20/2026 10:15 AM13');
    expect(screen.getByRole('button', { name: 'Show chart' })).toBeInTheDocument();
  });

  it('names a saved PNG by its title and the Denver time', () => {
    expect(chartPngFileName('Lupton: Flow', new Date('2026-11-20T17:05:00Z'))).toBe(
      'Lupton  Flow 2026-11-20 1005.png',
    );
  });
});
