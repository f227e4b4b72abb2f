import {
  GRAPH_QUICK_SET_DAYS,
  GRAPH_TIME_INTERVALS,
  type DrillDownInterval,
  type DrillDownLocation,
  type DrillDownParameter,
} from '@headgate/contracts';

/** What the drill-down shows: its window and the table's and graph's picks. */
export interface DrillDownSelection {
  interval: DrillDownInterval;
  days: number;
  tableParameters: readonly number[];
  graphParameter: number | null;
  graphLocations: readonly number[];
}

/**
 * Facilities whose table and graph start on their first parameter and location only (spec §4's
 * "single-select list"): the storage facilities, whose reservoirs record many series each.
 */
export const FIRST_ONLY_FACILITIES: readonly number[] = [37, 38];

const LAST_RANGE = GRAPH_QUICK_SET_DAYS[GRAPH_QUICK_SET_DAYS.length - 1]!;

/** The drill-down before the lists load: the first interval and the last days range (spec §4). */
export function initialSelection(): DrillDownSelection {
  return {
    interval: GRAPH_TIME_INTERVALS[0].value,
    days: LAST_RANGE.days,
    tableParameters: [],
    graphParameter: null,
    graphLocations: [],
  };
}

/** Whether a days range may be chosen with an interval (not in its `disableFor`). */
export function rangeAllowed(days: number, interval: DrillDownInterval): boolean {
  const range = GRAPH_QUICK_SET_DAYS.find((candidate) => candidate.days === days);
  return range !== undefined && !range.disableFor.includes(interval);
}

/**
 * A new interval; a days range it disables is reset to the last range (spec §4).
 */
export function withInterval(
  selection: DrillDownSelection,
  interval: DrillDownInterval,
): DrillDownSelection {
  return {
    ...selection,
    interval,
    days: rangeAllowed(selection.days, interval) ? selection.days : LAST_RANGE.days,
  };
}

/**
 * A multi-select's picks after a change: the new picks, or the previous ones when the change
 * would leave none (the last remaining item cannot be deselected, spec §4).
 */
export function atLeastOne(next: readonly number[], previous: readonly number[]): number[] {
  return next.length > 0 ? [...next] : [...previous];
}

/**
 * The picks once the facility's parameters and locations are known (spec §4): the table starts
 * on the first parameter for the facilities of the single-select list and on all of them
 * otherwise; the graph on the first parameter; its locations on the first location for those
 * facilities and on all otherwise. Picks the user already made and that still exist are kept.
 */
export function withLists(
  selection: DrillDownSelection,
  facilityNdx: number,
  parameters: readonly DrillDownParameter[],
  locations: readonly DrillDownLocation[],
): DrillDownSelection {
  const firstOnly = FIRST_ONLY_FACILITIES.includes(facilityNdx);
  const parameterIds = parameters.map((parameter) => parameter.parameter_ndx);
  const locationIds = locations.map((location) => location.location_ndx);
  const kept = (picked: readonly number[], all: number[]) =>
    picked.filter((id) => all.includes(id));
  const tableParameters = kept(selection.tableParameters, parameterIds);
  const graphLocations = kept(selection.graphLocations, locationIds);
  return {
    ...selection,
    tableParameters:
      tableParameters.length > 0
        ? tableParameters
        : firstOnly
          ? parameterIds.slice(0, 1)
          : parameterIds,
    graphParameter:
      selection.graphParameter !== null && parameterIds.includes(selection.graphParameter)
        ? selection.graphParameter
        : (parameterIds[0] ?? null),
    graphLocations:
      graphLocations.length > 0
        ? graphLocations
        : firstOnly
          ? locationIds.slice(0, 1)
          : locationIds,
  };
}

/**
 * The graph's locations once its answer shows which locations record the graph parameter: when
 * none of the picked ones does, the first one that does is picked, so a new parameter never
 * shows an empty graph where it has data ("the first location", spec §4, read as the first
 * location of the graph).
 */
export function withGraphedLocations(
  selection: DrillDownSelection,
  graphed: readonly number[],
): DrillDownSelection {
  if (graphed.length === 0 || selection.graphLocations.some((id) => graphed.includes(id))) {
    return selection;
  }
  return { ...selection, graphLocations: [graphed[0]!] };
}
