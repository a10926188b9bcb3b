export {
  formatIsoDate,
  formatLocalDateTime,
  isIsoDate,
  parseIsoDate,
  type IsoDateParseFailure,
  type IsoDateParseResult,
} from './iso-date';
export {
  DATE_RANGE_ORDER_MESSAGE,
  END_DATE_FORMAT_MESSAGE,
  ISO_DATE_FORMAT_MESSAGE,
  START_DATE_FORMAT_MESSAGE,
  dateRangeSchema,
  isoDateSchema,
  type DateRange,
} from './iso-date-schema';
export { FALLBACK_TIME_ZONE, browserTimeZone, isValidTimeZone, todayIsoDate } from './time-zone';
