import * as v from 'valibot';
import { CYCLE_MODES, type SchedulePeriod, type SchoolCalendar } from '@/domain/calendar';
import { tabStorage } from './persisted-week-cache';

/**
 * What the week grid is laid out with (the calendar for day headings and closures, the day's
 * periods for rows), kept beside the persisted week cache. Without it a reload painted the cached
 * lessons before the calendar was read, in an 'Other times' row, and they jumped a moment later.
 * sessionStorage, per user, cleared at sign-out with the weeks (`forgetWeeksOf`).
 */
export type WeekLayout = {
  calendar: SchoolCalendar;
  daySchedule: readonly SchedulePeriod[];
};

const STORAGE_PREFIX = 'lesson-planner.week-layout.';
/** Bumped when WeekLayout changes shape: an older copy is ignored. */
const STORAGE_VERSION = 1;

export const persistedWeekLayoutKey = (userId: string) => `${STORAGE_PREFIX}${userId}`;

const isoDate = v.pipe(v.string(), v.isoDate());
const layoutSchema = v.object({
  version: v.literal(STORAGE_VERSION),
  calendar: v.object({
    cycle: v.object({
      length: v.pipe(v.number(), v.integer(), v.minValue(1)),
      mode: v.picklist(CYCLE_MODES),
      anchorDate: v.nullable(isoDate),
      labels: v.array(v.string()),
    }),
    terms: v.array(v.object({ term: v.string(), start: isoDate, end: isoDate })),
    closures: v.array(v.object({ date: isoDate, reason: v.string(), shiftsCycle: v.boolean() })),
  }),
  daySchedule: v.array(
    v.object({
      period_id: v.string(),
      name: v.string(),
      start: v.string(),
      end: v.string(),
      kind: v.picklist(['lesson', 'break']),
    }),
  ),
});

/** The user's stored layout; null when none, unreadable or from another version. */
export function readPersistedWeekLayout(userId: string): WeekLayout | null {
  try {
    const raw = tabStorage()?.getItem(persistedWeekLayoutKey(userId));
    if (!raw) return null;
    const parsed = v.safeParse(layoutSchema, JSON.parse(raw));
    return parsed.success
      ? { calendar: parsed.output.calendar, daySchedule: parsed.output.daySchedule }
      : null;
  } catch {
    return null;
  }
}

export function writePersistedWeekLayout(userId: string, layout: WeekLayout): void {
  try {
    tabStorage()?.setItem(
      persistedWeekLayoutKey(userId),
      JSON.stringify({ version: STORAGE_VERSION, ...layout }),
    );
  } catch {
    // Storage full or blocked: the reload reads the calendar from the replica, a moment later.
  }
}

export function clearPersistedWeekLayout(userId: string): void {
  try {
    tabStorage()?.removeItem(persistedWeekLayoutKey(userId));
  } catch {
    // Nothing to do: an unreadable copy is never used.
  }
}
