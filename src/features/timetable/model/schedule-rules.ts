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
