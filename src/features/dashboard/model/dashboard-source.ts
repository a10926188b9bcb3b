import type { AnalyticsIndex } from '@/domain/analytics';
import type { PlanningCalendar } from '@/domain/calendar';
import type { LessonRecord } from '@/domain/lessons';

/** A class as the dashboard names it (tombstones are left out when read). */
export type DashboardClass = {
  readonly id: string;
  readonly name: string;
  /** '#2563eb'; null when the class has none. */
  readonly colour: string | null;
  /** Archived classes keep their history (the metric cards) but leave today's lists. */
  readonly archived: boolean;
};

/**
 * The rows only the dashboard reads: the calendar, its classes and the lessons of today and the
 * next day. A few dozen rows, read at once on every start (the counted figures may come later).
 */
export type DashboardDays = {
  readonly calendar: PlanningCalendar;
  readonly classes: readonly DashboardClass[];
  /** Today's live lessons of the classes that are not archived. */
  readonly todayLessons: readonly LessonRecord[];
  /** The first day after today with such a lesson, and its lessons; null when none is ahead. */
  readonly nextDay: { readonly date: string; readonly lessons: readonly LessonRecord[] } | null;
};

/**
 * What the dashboard counts from (queries/use-dashboard-source.ts): the dashboard's own days and
 * the analytics source the analytics pages share (the indexed rows, and the write mark they are
 * current for).
 */
export type DashboardSource = DashboardDays & {
  readonly index: AnalyticsIndex;
  readonly writeMark: string | null;
};

/** The listed classes as one key: their ids, sorted, joined with '|'. */
export const classKeyOf = (classes: readonly DashboardClass[]) =>
  [...shownClassIds(classes)].sort().join('|');

/** Ids of the classes whose lessons the dashboard lists: live and not archived. */
export const shownClassIds = (classes: readonly DashboardClass[]) =>
  new Set(classes.filter((c) => !c.archived).map((c) => c.id));
