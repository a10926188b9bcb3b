import { TZDate } from '@date-fns/tz';
import { formatIsoDate } from './iso-date';

/** Used when the runtime cannot name its zone or a stored zone is not one the runtime knows. */
export const FALLBACK_TIME_ZONE = 'UTC';

export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function readIntlTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The device's IANA zone, e.g. 'Australia/Sydney'. `readTimeZone` is injectable for tests. */
export function browserTimeZone(readTimeZone: () => string | undefined = readIntlTimeZone): string {
  try {
    const timeZone = readTimeZone();
    return timeZone && isValidTimeZone(timeZone) ? timeZone : FALLBACK_TIME_ZONE;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

/**
 * The calendar date it is at `now` in `timeZone`, as YYYY-MM-DD. The clock is a parameter so
 * callers and tests decide what "now" is. An unknown zone (e.g. a stale stored preference) falls
 * back to UTC rather than throwing: a date a few hours off beats a crashed planner.
 */
export function todayIsoDate(timeZone: string, now: Date): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : FALLBACK_TIME_ZONE;
  return formatIsoDate(new TZDate(now.getTime(), zone));
}
