import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { WellCurrentValuesRow } from '@headgate/contracts';
import { TimeSeriesChart, type ChartSeries } from '@headgate/design-system';

const levelOf = (well: WellCurrentValuesRow) => well.current_level_ft;
const pumpingOf = (well: WellCurrentValuesRow) => well.current_gpm;

/** One bar per well of one of its values, at the well's category index. */
function bars(
  name: string,
  unit: string,
  wells: readonly WellCurrentValuesRow[],
  value: (well: WellCurrentValuesRow) => number | null,
): ChartSeries[] {
  return [{ name, unit, points: wells.map((well, index) => [index, value(well)] as const) }];
}

/** Every well's current water level and pumping rate, as bars per well (two scales, two charts). */
export function WellValuesChart({
  title,
  wells,
}: {
  title: string;
  wells: readonly WellCurrentValuesRow[];
}) {
  const categories = useMemo(() => wells.map((well) => well.location_id), [wells]);
  const levels = useMemo(() => bars('Water level', 'ft', wells, levelOf), [wells]);
  const pumping = useMemo(() => bars('Pumping rate', 'gpm', wells, pumpingOf), [wells]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      <TimeSeriesChart
        title={`${title}: water level`}
        series={levels}
        interval="daily"
        kind="column"
        categories={categories}
        height={240}
      />
      <TimeSeriesChart
        title={`${title}: pumping rate`}
        series={pumping}
        interval="daily"
        kind="column"
        categories={categories}
        height={240}
      />
    </Box>
  );
}
