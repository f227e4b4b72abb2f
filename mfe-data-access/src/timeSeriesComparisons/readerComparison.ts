import type { CalendarDay, ComparisonLocation } from '@headgate/contracts';
import {
  comparisonFromSearch,
  defaultComparison,
  namesComparison,
  type ComparisonSide,
  type ComparisonState,
} from './comparisonState';

const EMPTY_SIDE: ComparisonSide = { parameter: null, locations: [] };

const records = (location: ComparisonLocation, parameter: number | null) =>
  parameter !== null && location.parameter_ndx_array.includes(parameter);

/**
 * A side as this reader can draw it: only the stations its picker offers them (visible, and
 * recording the side's parameter); a parameter that no visible station records goes too.
 */
function visibleSide(side: ComparisonSide, visible: readonly ComparisonLocation[]): ComparisonSide {
  const recording = visible.filter((location) => records(location, side.parameter));
  if (!recording.length) return EMPTY_SIDE;
  return {
    parameter: side.parameter,
    locations: side.locations.filter((id) =>
      recording.some((location) => location.location_ndx === id),
    ),
  };
}

/**
 * One side of the default comparison for this reader: the spec's station when they can see it,
 * else the first visible station recording the spec's parameter, else the first visible station
 * with its first parameter; never a station the other side (`taken`) already draws.
 */
function defaultSide(
  wish: ComparisonSide,
  visible: readonly ComparisonLocation[],
  taken: readonly number[],
): ComparisonSide {
  const free = visible.filter((location) => !taken.includes(location.location_ndx));
  const recording = free.filter((location) => records(location, wish.parameter));
  const station =
    recording.find((location) => wish.locations.includes(location.location_ndx)) ?? recording[0];
  if (station) return { parameter: wish.parameter, locations: [station.location_ndx] };
  const other = free.find((location) => location.parameter_ndx_array.length > 0);
  const parameter = other?.parameter_ndx_array[0];
  return other && parameter !== undefined
    ? { parameter, locations: [other.location_ndx] }
    : EMPTY_SIDE;
}

/**
 * The facilities of `wanted` (a link's) that the reader may choose: those the server lists for
 * them (`listed`; every one while that list loads). A facility without a station they may see
 * would narrow their stations to none, and show in the filter as a bare id.
 */
export function choosableFacilities(
  wanted: readonly number[],
  listed: readonly number[] | undefined,
): number[] {
  return listed ? wanted.filter((id) => listed.includes(id)) : [...wanted];
}

/**
 * The comparison this reader can draw, from the URL, the stations the server lets them see
 * (`visible`: public stations only for anonymous visitors, none while the list loads) and the
 * facilities it lists for them (`listed`, undefined while loading). Facilities and stations they
 * may not see are left out rather than asked for and refused; a first visit without a
 * comparison in the URL gets the spec's default, with visible stations standing in for hidden
 * ones (docs/decisions.md, "Decisions where the spec is silent").
 */
export function readerComparison(
  search: URLSearchParams,
  today: CalendarDay,
  visible: readonly ComparisonLocation[],
  listed?: readonly number[],
): ComparisonState {
  const requested = comparisonFromSearch(search, today);
  if (namesComparison(search)) {
    return {
      ...requested,
      facilities: choosableFacilities(requested.facilities, listed),
      left: visibleSide(requested.left, visible),
      right: visibleSide(requested.right, visible),
    };
  }
  const spec = defaultComparison(today);
  const left = defaultSide(spec.left, visible, []);
  return { ...spec, left, right: defaultSide(spec.right, visible, left.locations) };
}
