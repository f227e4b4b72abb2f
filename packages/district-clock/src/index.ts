export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DISTRICT_TIME_ZONE,
  districtToday,
  formatDenver,
  fromDenverInput,
  lastDaysWindow,
  LOCAL_INPUT_FORMAT,
} from './districtClock';
