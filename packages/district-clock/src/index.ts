export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DISTRICT_TIME_ZONE,
  districtToday,
  formatDenver,
  lastDaysWindow,
} from './districtClock';
