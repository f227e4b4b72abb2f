/** A point of a chart series: `t` in milliseconds since the epoch, `v` the reading. */
export interface SeriesPoint {
  t: number;
  v: number;
}

/** Throws a `RangeError` unless `maxPoints` is an integer of at least 2. */
export function assertMaxPoints(maxPoints: unknown): asserts maxPoints is number {
  if (typeof maxPoints !== 'number' || !Number.isInteger(maxPoints) || maxPoints < 2) {
    throw new RangeError(`maxPoints must be an integer of at least 2, got ${String(maxPoints)}`);
  }
}

/**
 * Reduces a time-ordered series to at most `maxPoints` points with largest-triangle-three-buckets
 * (LTTB), which keeps the visual shape. Always keeps the first and last points and, when
 * `maxPoints` is at least 4, the global maximum and minimum, which plain LTTB may drop but a
 * water chart must show. A series already within the cap is returned unchanged (as a copy).
 */
export function downsampleLttb(points: readonly SeriesPoint[], maxPoints: number): SeriesPoint[] {
  assertMaxPoints(maxPoints);
  if (points.length <= maxPoints) return points.slice();
  const peaks = interiorPeaks(points);
  const buckets = maxPoints - 2;
  const layout = bucketLayout(points.length, buckets);
  const [first, second] = peaks;
  if (
    first === undefined ||
    second === undefined ||
    layout.bucketOf(first) !== layout.bucketOf(second)
  ) {
    return largestTriangles(points, layout, peaks);
  }
  // Both peaks in one bucket need two slots there: one bucket fewer keeps the cap. With a single
  // bucket there is no slot to spare, and plain LTTB picks the point.
  return buckets > 1
    ? largestTriangles(points, bucketLayout(points.length, buckets - 1), peaks)
    : largestTriangles(points, layout, []);
}

interface BucketLayout {
  count: number;
  /** First index of bucket `i`; `from(count)` is the index of the last point. */
  from(i: number): number;
  bucketOf(index: number): number;
}

// The interior points (all but first and last) split into `count` buckets of near-equal size.
function bucketLayout(length: number, count: number): BucketLayout {
  const every = (length - 2) / count;
  const from = (i: number) => Math.floor(i * every) + 1;
  return {
    count,
    from,
    bucketOf(index) {
      let bucket = 0;
      while (bucket < count - 1 && index >= from(bucket + 1)) bucket++;
      return bucket;
    },
  };
}

// Indices of the global maximum and minimum (first occurrence) unless they are the end points,
// which LTTB keeps anyway.
function interiorPeaks(points: readonly SeriesPoint[]): number[] {
  let highest = 0;
  let lowest = 0;
  points.forEach((point, index) => {
    if (point.v > points[highest]!.v) highest = index;
    if (point.v < points[lowest]!.v) lowest = index;
  });
  const last = points.length - 1;
  return [...new Set([highest, lowest])]
    .filter((index) => index !== 0 && index !== last)
    .sort((a, b) => a - b);
}

function largestTriangles(
  points: readonly SeriesPoint[],
  layout: BucketLayout,
  peaks: readonly number[],
): SeriesPoint[] {
  const last = points.length - 1;
  const chosen: SeriesPoint[] = [points[0]!];
  let anchor = points[0]!;
  for (let bucket = 0; bucket < layout.count; bucket++) {
    const from = layout.from(bucket);
    const to = layout.from(bucket + 1);
    const pinned = peaks.filter((index) => index >= from && index < to);
    if (pinned.length > 0) {
      for (const index of pinned) chosen.push(points[index]!);
      anchor = points[pinned[pinned.length - 1]!]!;
      continue;
    }
    const next =
      bucket + 1 < layout.count ? average(points, to, layout.from(bucket + 2)) : points[last]!;
    let best = from;
    let bestArea = -1;
    for (let index = from; index < to; index++) {
      const area = triangleArea(anchor, points[index]!, next);
      if (area > bestArea) {
        bestArea = area;
        best = index;
      }
    }
    anchor = points[best]!;
    chosen.push(anchor);
  }
  chosen.push(points[last]!);
  return chosen;
}

function average(points: readonly SeriesPoint[], from: number, to: number): SeriesPoint {
  let t = 0;
  let v = 0;
  for (let index = from; index < to; index++) {
    t += points[index]!.t;
    v += points[index]!.v;
  }
  const count = to - from;
  return { t: t / count, v: v / count };
}

function triangleArea(a: SeriesPoint, b: SeriesPoint, c: SeriesPoint): number {
  return Math.abs((a.t - c.t) * (b.v - a.v) - (a.t - b.t) * (c.v - a.v)) / 2;
}
