import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import Box from '@mui/material/Box';
import type { ChartInterval, ChartSeries } from './chartSeries';
import { DATE_FORMAT, DATE_TIME_FORMAT, DISTRICT_TIME_ZONE } from '@headgate/district-clock';

const valueText = (value: number | null | undefined) =>
  value === null || value === undefined
    ? '—'
    : value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * A chart's data as a plain table (the chart's "Show table" view): a row per x value, a column
 * per series with its unit. Screen readers read it as they read any table.
 */
export function ChartDataTable({
  title,
  series,
  interval,
  categories,
}: {
  title: string;
  series: readonly ChartSeries[];
  interval: ChartInterval;
  categories?: readonly string[];
}) {
  const xs = [...new Set(series.flatMap((line) => line.points.map(([x]) => x)))].sort(
    (a, b) => a - b,
  );
  const byX = series.map((line) => new Map(line.points.map(([x, value]) => [x, value])));
  const xLabel = (x: number) =>
    categories
      ? (categories[x] ?? String(x))
      : format(
          new TZDate(x, DISTRICT_TIME_ZONE),
          interval === 'daily' ? DATE_FORMAT : DATE_TIME_FORMAT,
        );
  return (
    <Box
      sx={{
        maxHeight: '100%',
        overflow: 'auto',
        '& table': { borderCollapse: 'collapse', width: '100%', fontSize: 13 },
        '& th, & td': { borderBottom: 1, borderColor: 'divider', px: 1.5, py: 0.75 },
        '& td': { textAlign: 'right' },
        '& caption': { textAlign: 'left', fontWeight: 600, py: 1 },
      }}
    >
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categories ? 'Name' : 'Time (Denver)'}</th>
            {series.map((line) => (
              <th scope="col" key={line.name}>
                {`${line.name} (${line.unit})`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {xs.map((x) => (
            <tr key={x}>
              <th scope="row">{xLabel(x)}</th>
              {byX.map((values, index) => (
                <td key={series[index]!.name}>{valueText(values.get(x))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
