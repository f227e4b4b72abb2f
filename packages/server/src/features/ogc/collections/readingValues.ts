import type pg from 'pg';
import { DISTRICT_TIME_ZONE, districtIso } from '@headgate/district-clock';
import { NotFound, Unauthorized } from '../../../core/api/refusals';
import { bboxCondition, bboxValues } from '../bbox';
import { cursorBatches } from '../../../core/timeseries';
import type {
  CollectionExtent,
  ItemsPage,
  ItemsStream,
  OgcCaller,
  OgcCollection,
} from '../collection';
import type { OgcFeature } from '../features';
import type { ItemsQuery } from '../itemsQuery';
import { spatialExtent } from '../spatialExtent';
import { writeCursor, type ReadingsCursor } from '../readingsCursor';

interface ReadingRow {
  location_ndx: number;
  parameter_ndx: number;
  location_id: string;
  parameter: string;
  unit: string;
  /** An instant (15-minute readings) or a calendar day (daily values), as text. */
  time_key: string;
  value: number;
  longitude: number;
  latitude: number;
  is_public: boolean;
}

/** How one readings table is read: its time column and how a `datetime` end meets it. */
interface ReadingsTable {
  table: 'timeseries_15min' | 'timeseries_daily';
  /** The time column, and its cursor's SQL type. */
  column: string;
  keyType: 'timestamptz' | 'date';
  /** The column's value as text for the feature and the cursor. */
  keyText: string;
  /** A `datetime` end (timestamptz) as a value the column compares with, index-friendly. */
  bound: (parameter: string) => string;
  /** How a reading's time reads in its properties. */
  timeProperty: (key: string) => string;
}

const FIFTEEN_MINUTES: ReadingsTable = {
  table: 'timeseries_15min',
  column: 'collect_timestamp',
  keyType: 'timestamptz',
  keyText: `to_char(r.collect_timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  bound: (parameter) => parameter,
  timeProperty: (key) => districtIso(new Date(key)),
};

const DAILY: ReadingsTable = {
  table: 'timeseries_daily',
  column: 'collect_date',
  keyType: 'date',
  keyText: 'r.collect_date::text',
  // A day matches when its district day holds the instant.
  bound: (parameter) => `(${parameter} AT TIME ZONE '${DISTRICT_TIME_ZONE}')::date`,
  timeProperty: (key) => key,
};

const PROPERTIES = ['monitoring_location_id', 'parameter', 'value', 'unit', 'time'] as const;

function selectSql(table: ReadingsTable): string {
  return `
  SELECT r.location_ndx, r.parameter_ndx, l.location_id, p.parameter, u.unit_desc AS unit,
         ${table.keyText} AS time_key, r.result_value AS value, l.longitude, l.latitude, l.is_public
    FROM ${table.table} r
    JOIN locations l USING (location_ndx)
    JOIN parameters p USING (parameter_ndx)
    JOIN units u USING (unit_ndx)`;
}

/**
 * The readings the caller sees that match the query's filters and `datetime` ($1–$9), as
 * conditions on the primary key's own columns: the index then reads them in its order (a
 * location list on its first column keeps the order), where a join's filter made PostgreSQL
 * sort every matching reading of a year before taking the page.
 */
function matchingSql(table: ReadingsTable): string {
  return `r.location_ndx = ANY(ARRAY(
       SELECT l.location_ndx FROM locations l
        WHERE NOT l.exclude_from_map AND ($1::boolean OR l.is_public) AND ${bboxCondition(2)}
          AND ($6::text[] IS NULL OR l.location_id = ANY($6::text[]))))
     AND r.parameter_ndx = ANY(ARRAY(
       SELECT p.parameter_ndx FROM parameters p
        WHERE $7::text[] IS NULL OR p.parameter = ANY($7::text[])))
     AND ($8::timestamptz IS NULL OR r.${table.column} >= ${table.bound('$8::timestamptz')})
     AND ($9::timestamptz IS NULL OR r.${table.column} <= ${table.bound('$9::timestamptz')})`;
}

/** The series order of the primary key (location, parameter, time), one way or the other. */
function seriesOrder(table: ReadingsTable, ascending: boolean): string {
  const order = ascending ? 'ASC' : 'DESC';
  return `r.location_ndx ${order}, r.parameter_ndx ${order}, r.${table.column} ${order}`;
}

/** `(location, parameter, time)` compared with the key given as $n..$n+2. */
function keyCompared(table: ReadingsTable, operator: string, first: number): string {
  return `(r.location_ndx, r.parameter_ndx, r.${table.column}) ${operator}
    ($${first}::integer, $${first + 1}::integer, $${first + 2}::${table.keyType})`;
}

/**
 * The page's SQL: the readings the caller sees that match, in the series order, read from the
 * cursor on so no page skips rows it has read. One more row than the page is read to tell
 * whether a page follows.
 */
function pageSql(table: ReadingsTable, forward: boolean): string {
  return `${selectSql(table)}
   WHERE ${matchingSql(table)}
     AND ($10::integer IS NULL OR ${keyCompared(table, forward ? '>' : '<', 10)})
   ORDER BY ${seriesOrder(table, forward)}
   LIMIT $13`;
}

/**
 * The keys of a page's first and last reading (as read: from the cursor on) and how many were
 * read, up to one past the page: the index alone, without the readings' values, so a page's
 * links are known before its first byte is sent.
 */
function boundsSql(table: ReadingsTable, forward: boolean): string {
  return `
  SELECT location_ndx, parameter_ndx, ${table.keyText} AS time_key, n, read FROM (
    SELECT k.*, count(*) OVER () AS read FROM (
      SELECT r.location_ndx, r.parameter_ndx, r.${table.column},
             row_number() OVER (ORDER BY ${seriesOrder(table, forward)}) AS n
        FROM ${table.table} r
       WHERE ${matchingSql(table)}
         AND ($10::integer IS NULL OR ${keyCompared(table, forward ? '>' : '<', 10)})
       ORDER BY ${seriesOrder(table, forward)}
       LIMIT $13) k) r
   WHERE n = 1 OR n = least(read, $13 - 1)
   ORDER BY n`;
}

/** The readings of a page from its first to its last key (both included), in the page's order. */
function rangeSql(table: ReadingsTable, ascending: boolean): string {
  return `${selectSql(table)}
   WHERE ${matchingSql(table)}
     AND ${keyCompared(table, ascending ? '>=' : '<=', 10)}
     AND ${keyCompared(table, ascending ? '<=' : '>=', 13)}
   ORDER BY ${seriesOrder(table, ascending)}
   LIMIT $16`;
}

/** A reading's feature id: its location, parameter and time, readable and URL-safe. */
function featureId(row: ReadingRow): string {
  return `${row.location_id}~${row.parameter}~${row.time_key}`;
}

function feature(table: ReadingsTable, row: ReadingRow): OgcFeature {
  return {
    type: 'Feature',
    id: featureId(row),
    geometry: { type: 'Point', coordinates: [row.longitude, row.latitude] },
    properties: {
      monitoring_location_id: row.location_id,
      parameter: row.parameter,
      value: row.value,
      unit: row.unit,
      time: table.timeProperty(row.time_key),
    },
  };
}

function cursorAt(
  direction: ReadingsCursor['direction'],
  row: Pick<ReadingRow, 'location_ndx' | 'parameter_ndx' | 'time_key'>,
): string {
  return writeCursor({
    direction,
    locationNdx: row.location_ndx,
    parameterNdx: row.parameter_ndx,
    time: row.time_key,
  });
}

/** The values of `matchingSql` ($1–$9) for a query and its caller. */
function matchingValues(query: ItemsQuery, caller: OgcCaller): unknown[] {
  return [
    caller.seesDistrict,
    ...bboxValues(query.bbox),
    query.filters.monitoring_location_id ?? null,
    query.filters.parameter ?? null,
    query.datetime.start ?? null,
    query.datetime.end ?? null,
  ];
}

function cursorValues(query: ItemsQuery): unknown[] {
  return [
    query.cursor?.locationNdx ?? null,
    query.cursor?.parameterNdx ?? null,
    query.cursor?.time ?? null,
  ];
}

/**
 * How a page reads: towards the cursor's side. A prev page is read backwards from its cursor
 * and turned round; it has a next page (the one it was reached from) and a prev one when more
 * rows were read than it holds, and a next page the other way round.
 */
function readingDirection(query: ItemsQuery) {
  const backwards = query.cursor?.direction === 'prev';
  return {
    backwards,
    forward: query.descending === backwards,
    hasNext: (more: boolean) => (backwards ? query.cursor !== undefined : more),
    hasPrev: (more: boolean) => (backwards ? more : query.cursor !== undefined),
  };
}

async function readPage(
  pool: pg.Pool,
  table: ReadingsTable,
  query: ItemsQuery,
  caller: OgcCaller,
): Promise<ItemsPage> {
  const { backwards, forward, hasNext, hasPrev } = readingDirection(query);
  const { rows } = await pool.query<ReadingRow>(pageSql(table, forward), [
    ...matchingValues(query, caller),
    ...cursorValues(query),
    query.limit + 1,
  ]);
  const more = rows.length > query.limit;
  const read = rows.slice(0, query.limit);
  const inOrder = backwards ? read.reverse() : read;
  const first = inOrder[0];
  const last = inOrder.at(-1);
  return {
    features: inOrder.map((row) => feature(table, row)),
    ...(hasNext(more) && last ? { nextCursor: cursorAt('next', last) } : {}),
    ...(hasPrev(more) && first ? { prevCursor: cursorAt('prev', first) } : {}),
  };
}

interface BoundRow {
  location_ndx: number;
  parameter_ndx: number;
  time_key: string;
  /** Counts: bigint, which the drivers give as text. */
  n: string | number;
  read: string | number;
}

/** Readings sent at a time when a page streams: small enough to start sending at once. */
const STREAM_BATCH_ROWS = 2_000;

/** The batches of an empty page. */
async function* noBatches(): AsyncGenerator<OgcFeature[]> {}

async function* featureBatches(
  table: ReadingsTable,
  batches: AsyncIterable<ReadingRow[]>,
): AsyncGenerator<OgcFeature[]> {
  for await (const rows of batches) yield rows.map((row) => feature(table, row));
}

/**
 * A page to stream: its first and last keys and whether pages follow are read from the index
 * first (so its links go out before its first feature), then its readings from a database
 * cursor between those keys, a batch at a time as the client takes them.
 */
async function streamPage(
  pool: pg.Pool,
  table: ReadingsTable,
  query: ItemsQuery,
  caller: OgcCaller,
): Promise<ItemsStream> {
  const { backwards, forward, hasNext, hasPrev } = readingDirection(query);
  const matching = matchingValues(query, caller);
  const { rows } = await pool.query<BoundRow>(boundsSql(table, forward), [
    ...matching,
    ...cursorValues(query),
    query.limit + 1,
  ]);
  const more = Number(rows[0]?.read ?? 0) > query.limit;
  const [first, last] = backwards ? [rows.at(-1), rows[0]] : [rows[0], rows.at(-1)];
  if (!first || !last) return { batches: noBatches() };
  const key = (row: BoundRow) => [row.location_ndx, row.parameter_ndx, row.time_key];
  const rowsBetween = cursorBatches<ReadingRow>(
    pool,
    rangeSql(table, !query.descending),
    [...matching, ...key(first), ...key(last), query.limit],
    STREAM_BATCH_ROWS,
  );
  return {
    batches: featureBatches(table, rowsBetween),
    ...(hasNext(more) ? { nextCursor: cursorAt('next', last) } : {}),
    ...(hasPrev(more) ? { prevCursor: cursorAt('prev', first) } : {}),
  };
}

async function readOne(
  pool: pg.Pool,
  table: ReadingsTable,
  id: string,
  caller: OgcCaller,
): Promise<OgcFeature> {
  const [locationId, parameter, time] = id.split('~');
  const valid = time !== undefined && !Number.isNaN(Date.parse(time)) && id.split('~').length === 3;
  const { rows } = valid
    ? await pool.query<ReadingRow>(
        `${selectSql(table)}
          WHERE l.location_id = $1 AND p.parameter = $2 AND r.${table.column} = $3::${table.keyType}
            AND NOT l.exclude_from_map`,
        [locationId, parameter, time],
      )
    : { rows: [] };
  const row = rows[0];
  if (!row) throw new NotFound(`No reading ${id}.`);
  if (!row.is_public && !caller.seesDistrict) {
    throw new Unauthorized('Sign in to see this district station’s readings.');
  }
  return feature(table, row);
}

function extent(pool: pg.Pool, table: ReadingsTable, caller: OgcCaller): Promise<CollectionExtent> {
  return spatialExtent(
    pool,
    `SELECT min(l.longitude) AS west, min(l.latitude) AS south, max(l.longitude) AS east,
            max(l.latitude) AS north
       FROM locations l
      WHERE NOT l.exclude_from_map AND ($1::boolean OR l.is_public)
        AND EXISTS (SELECT 1 FROM ${table.table} r WHERE r.location_ndx = l.location_ndx)`,
    [caller.seesDistrict],
  );
}

function readingsCollection(
  table: ReadingsTable,
  about: Pick<OgcCollection, 'id' | 'title' | 'description'>,
): OgcCollection {
  return {
    ...about,
    properties: PROPERTIES,
    filters: ['monitoring_location_id', 'parameter'],
    paging: 'keyset',
    extent: (pool, caller) => extent(pool, table, caller),
    items: (pool, query, caller) => readPage(pool, table, query, caller),
    streamItems: (pool, query, caller) => streamPage(pool, table, query, caller),
    item: (pool, id, caller) => readOne(pool, table, id, caller),
  };
}

const ORDER_NOTE =
  'Features come series by series (location, parameter), each in time order; sortby=-time ' +
  'turns every series newest first. Pages follow each other by cursor (next and prev links).';

/** One feature per 15-minute reading, its time with the district's UTC offset. */
export const continuousValues = readingsCollection(FIFTEEN_MINUTES, {
  id: 'continuous-values',
  title: 'Continuous values (15-minute)',
  description: `Every 15-minute reading of the locations the caller sees. ${ORDER_NOTE}`,
});

/** One feature per daily value, its time the district's calendar day. */
export const dailyValues = readingsCollection(DAILY, {
  id: 'daily-values',
  title: 'Daily values',
  description: `Every daily value of the locations the caller sees. ${ORDER_NOTE}`,
});
