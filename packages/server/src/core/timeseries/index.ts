// The time-series engine: every chart, table and download reads water data through these.
export {
  dailyAggregate,
  type DailyAggregateQuery,
  type DailyStatistic,
  type DailyValue,
} from './dailyAggregate';
export { downsampleLttb, type SeriesPoint } from './downsampleLttb';
export {
  READING_INTERVALS,
  readIntervalMeans,
  type IntervalQuery,
  type ReadingInterval,
  type SeriesKey,
  type SeriesReading,
} from './intervalMeans';
export { latestValues, type LatestValue, type LocationFilter } from './latestValues';
export type { LocalDay } from './localDay';
export {
  newestReadingSql,
  oldestReadingSql,
  type ReadingColumn,
  type SeriesProbe,
} from './newestReading';
export { readBucketExtremes } from './readBucketExtremes';
export { readDownsampled, type DownsampledWindowQuery } from './readDownsampled';
export { readIntervalDownsampled, type IntervalDownsampledQuery } from './readIntervalDownsampled';
export { readWindow } from './readWindow';
export { reportingSummary, type LocationReporting } from './reportingSummary';
export { streamWindow, type StreamWindowQuery } from './streamWindow';
export type { Reading, SeriesWindow } from './seriesWindow';
export { PARAMETER_CODES } from './parameterCodes';
export { periodsOfRecord, type SeriesPeriod } from './periodOfRecord';
export { windowExtremes, type WindowExtremes } from './windowExtremes';
export { readingsAsOf, type ReadingAsOf } from './readingsAsOf';
export { cursorBatches } from './cursorBatches';
