/** Rows of one widget call with the location fields every widget row carries. */
interface LocationRow {
  location_ndx: number;
  location_id: string;
  graph_series_color: string;
  unit_desc: string;
}

/** One line of a widget chart: a location's points in time order. */
export interface LocationSeries {
  name: string;
  color: string;
  unit: string;
  points: [number, number][];
}

/**
 * A widget's rows as one chart series per location, in the order locations first appear, with
 * `pointOf` giving each row's [epoch ms, value].
 */
export function seriesByLocation<Row extends LocationRow>(
  rows: readonly Row[],
  pointOf: (row: Row) => [number, number],
): LocationSeries[] {
  const series = new Map<number, LocationSeries>();
  for (const row of rows) {
    const line = series.get(row.location_ndx) ?? {
      name: row.location_id,
      color: row.graph_series_color,
      unit: row.unit_desc,
      points: [],
    };
    line.points.push(pointOf(row));
    series.set(row.location_ndx, line);
  }
  for (const line of series.values()) line.points.sort((a, b) => a[0] - b[0]);
  return [...series.values()];
}
