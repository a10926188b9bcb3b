import type { CalendarProblem, SchedulePeriod } from '@/domain/calendar';

/** 24-hour 'HH:MM', the form `<input type="time">` gives and the replica stores. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Problems with a day schedule (DESIGN §5 `day_schedule`): every period and break needs a name, a
 * start and an end in HH:MM, an end after its start, and no two may overlap (a period ending at
 * 09:40 and the next starting at 09:40 touch, which is fine). Each problem names its field as
 * `daySchedule[i].<field>` and the period by name.
 */
export function scheduleProblems(schedule: readonly SchedulePeriod[]): CalendarProblem[] {
  const problems: CalendarProblem[] = [];
  const timed: { i: number; start: string; end: string }[] = [];
  schedule.forEach((period, i) => {
    const name = period.name.trim() === '' ? `Row ${i + 1}` : period.name;
    const field = (key: string) => `daySchedule[${i}].${key}`;
    if (period.name.trim() === '') {
      problems.push({ field: field('name'), message: `Row ${i + 1} of the day has no name` });
    }
    const startOk = TIME_OF_DAY.test(period.start);
    const endOk = TIME_OF_DAY.test(period.end);
    if (!startOk) {
      problems.push({ field: field('start'), message: `${name}'s start is not a time (HH:MM)` });
    }
    if (!endOk) {
      problems.push({ field: field('end'), message: `${name}'s end is not a time (HH:MM)` });
    }
    if (!startOk || !endOk) return;
    if (period.end <= period.start) {
      problems.push({
        field: field('end'),
        message: `${name} ends (${period.end}) before or when it starts (${period.start})`,
      });
      return;
    }
    timed.push({ i, start: period.start, end: period.end });
  });
  // 'HH:MM' strings compare in time order. Sorted by start, a row overlaps when it starts before
  // the latest end so far; the problem goes on the later row and names the one it runs into.
  timed.sort((a, b) => a.start.localeCompare(b.start) || a.i - b.i);
  let latest: (typeof timed)[number] | undefined;
  for (const row of timed) {
    if (latest && row.start < latest.end) {
      const a = schedule[latest.i]!;
      const b = schedule[row.i]!;
      problems.push({
        field: `daySchedule[${row.i}].start`,
        message: `${b.name} (${b.start}–${b.end}) overlaps ${a.name} (${a.start}–${a.end})`,
      });
    }
    if (!latest || row.end > latest.end) latest = row;
  }
  return problems;
}

/** The lesson periods of the day in order: the rows of the timetable grid. */
export function lessonPeriods(schedule: readonly SchedulePeriod[]): SchedulePeriod[] {
  return schedule.filter((period) => period.kind === 'lesson');
}

/** Where the first period of an empty day starts. */
const FIRST_START = '09:00';
/** A new row's length when no earlier row of its kind has one. */
const DEFAULT_MINUTES = { lesson: 60, break: 20 } as const;
const MINUTES_PER_DAY = 24 * 60;

const toMinutes = (time: string) =>
  TIME_OF_DAY.test(time) ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) : null;
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The length in minutes of the last row of `kind` with two valid times, or null. */
function lastLengthOf(schedule: readonly SchedulePeriod[], kind: SchedulePeriod['kind']) {
  for (const row of schedule.toReversed()) {
    const start = toMinutes(row.start);
    const end = toMinutes(row.end);
    if (row.kind === kind && start !== null && end !== null && end > start) return end - start;
  }
  return null;
}

/**
 * The row "Add period" or "Add break" appends: it starts when the last row ends (09:00 on an
 * empty day) and lasts as long as the last row of its kind (60 minutes for a first lesson, 20 for
 * a first break), so a day is entered by adding rows and fixing the odd time. A time it cannot
 * work out (the last row has no end, or the day would run past midnight) is left blank for the
 * teacher to fill in.
 */
export function nextScheduleRow(
  schedule: readonly SchedulePeriod[],
  kind: SchedulePeriod['kind'],
  periodId: string,
): SchedulePeriod {
  const lessons = schedule.filter((row) => row.kind === 'lesson').length;
  const name = kind === 'lesson' ? `Period ${lessons + 1}` : 'Break';
  const last = schedule.at(-1);
  const start = last === undefined ? FIRST_START : last.end;
  const startMinutes = toMinutes(start);
  const endMinutes =
    startMinutes === null
      ? null
      : startMinutes + (lastLengthOf(schedule, kind) ?? DEFAULT_MINUTES[kind]);
  const end = endMinutes === null || endMinutes >= MINUTES_PER_DAY ? '' : toTime(endMinutes);
  return { period_id: periodId, name, start: toMinutes(start) === null ? '' : start, end, kind };
}

/**
 * Row `index` with its end changed. The next row's start follows when it touched the old end (or
 * was blank): moving Period 1's end from 09:50 to 10:00 moves the break after it to 10:00 too. A
 * next row that started elsewhere (a gap the teacher set) keeps its start, and an end that is not
 * after the row's own start (a typing slip) moves nothing.
 */
export function withRowEnd(
  schedule: readonly SchedulePeriod[],
  index: number,
  end: string,
): SchedulePeriod[] {
  const changed = schedule[index];
  const start = toMinutes(changed?.start ?? '');
  const endMinutes = toMinutes(end);
  // A mistyped end (not a time, or not after the row's own start) moves nothing else.
  const follows = start !== null && endMinutes !== null && endMinutes > start;
  return schedule.map((row, i) => {
    if (i === index) return { ...row, end };
    if (follows && i === index + 1 && (row.start === changed?.end || row.start === ''))
      return { ...row, start: end };
    return row;
  });
}
