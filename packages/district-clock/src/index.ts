export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DISTRICT_TIME_ZONE,
  districtToday,
  districtZoneName,
  formatDenver,
  fromDenverInput,
  lastDaysWindow,
  LOCAL_INPUT_FORMAT,
  READING_TIME_FORMAT,
  RUN_TIME_FORMAT,
  SHORT_TIMESTAMP_FORMAT,
  TIMESTAMP_FORMAT,
} from './districtClock';
export { districtIso } from './districtIso';
