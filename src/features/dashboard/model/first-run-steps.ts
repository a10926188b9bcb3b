import { canEditCalendar, type CalendarUser } from '@/domain/calendar';
import { hasPlanContent } from '@/domain/lessons';
import { shownClassIds, type DashboardSource } from './dashboard-source';

export type FirstRunStepId = 'timetable' | 'classes' | 'lessons' | 'plan';

/** One step of the first-run checklist: what to do, where, and whether the replica shows it done. */
export type FirstRunStep = {
  readonly id: FirstRunStepId;
  readonly title: string;
  readonly detail: string;
  readonly href: string;
  readonly linkText: string;
  readonly done: boolean;
  /** False when someone else takes the step (a school's calendar, for a TEACHER). */
  readonly yours: boolean;
};

/** Where each step is done. */
export const FIRST_RUN_PATHS = {
  timetable: '/settings/timetable',
  classes: '/settings/classes',
  planner: '/planner',
} as const;

/**
 * The four first steps (issue 14), each ticked from the replica, never from a flag, so a step
 * done on another device ticks once it syncs:
 * - timetable: the calendar's row is on the device and its day has a lesson period (a school's
 *   row starts with none, and lessons are generated into periods);
 * - classes: a live class that is not archived;
 * - lessons: a live lesson of such a class;
 * - plan: one of those lessons has a plan (content, a linked point, or stored PLANNED).
 * A school member who may not edit the calendar (a TEACHER) is told who sets it up instead.
 */
export function firstRunSteps(source: DashboardSource, user: CalendarUser): FirstRunStep[] {
  const { calendar, index } = source;
  const classIds = shownClassIds(source.classes);
  const lessons = [...classIds].flatMap((id) => index.lessonsByClass.get(id) ?? []);
  const managesCalendar = canEditCalendar(user);
  return [
    {
      id: 'timetable',
      title: managesCalendar ? 'Set up the timetable' : "Your school's timetable",
      detail: managesCalendar
        ? 'Your cycle, the periods of the day and the term dates.'
        : "Your school's owner or an admin sets up the school calendar (cycle, periods and terms). It ticks itself once it reaches this device.",
      href: FIRST_RUN_PATHS.timetable,
      linkText: managesCalendar ? 'Set up the timetable' : 'See the timetable',
      done: calendar.configured && calendar.daySchedule.some((p) => p.kind === 'lesson'),
      yours: managesCalendar,
    },
    {
      id: 'classes',
      title: 'Add your classes',
      detail: 'Each class you teach, with its subject, year and syllabus.',
      href: FIRST_RUN_PATHS.classes,
      linkText: 'Add classes',
      done: classIds.size > 0,
      yours: true,
    },
    {
      id: 'lessons',
      title: 'Generate lessons',
      detail:
        'Place your classes in your timetable grid (Settings › Timetable), then press Generate lessons in the planner.',
      href: FIRST_RUN_PATHS.planner,
      linkText: 'Generate lessons',
      done: lessons.length > 0,
      yours: true,
    },
    {
      id: 'plan',
      title: 'Plan a first lesson',
      detail: 'Open a lesson in the planner and give it a title, objectives or a syllabus point.',
      href: FIRST_RUN_PATHS.planner,
      linkText: 'Plan a lesson',
      done: lessons.some(
        (lesson) =>
          lesson.status === 'PLANNED' || hasPlanContent(lesson, index.linksByLesson.has(lesson.id)),
      ),
      yours: true,
    },
  ];
}
