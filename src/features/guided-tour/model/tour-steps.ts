/**
 * The guided tour's 17 steps (spec §4, §9), in the spec's page order: dashboard, planner,
 * analytics, resources, settings. Each step points at a real element of its page, marked
 * `data-tour="<anchor>"` where the page renders it; a step whose element is not on the page (an
 * empty library, a narrow screen) uses its fallback, and a step with neither is skipped.
 */

import { TOUR_PAGE_PATHS, type TourPage } from './tour-pages';

export { TOUR_PAGE_PATHS, TOUR_PAGES, type TourPage } from './tour-pages';

/** Which side of its element a step's popover prefers (it moves when there is no room). */
export type TourSide = 'top' | 'right' | 'bottom' | 'left';

/** An element a step can point at, with the words that fit it. */
export type TourTarget = {
  /** The element's `data-tour` value. */
  readonly anchor: string;
  readonly title: string;
  readonly text: string;
  readonly side?: TourSide;
};

export type TourStep = TourTarget & {
  readonly page: TourPage;
  /**
   * Another element when the first is not shown: a new account's empty page has no search or
   * filter yet, and on a narrow screen the sidebar is a closed drawer behind the menu button.
   */
  readonly fallback?: TourTarget;
};

/** Spec §9: the tour has 17 steps. */
export const TOUR_STEP_COUNT = 17;

export const TOUR_STEPS: readonly TourStep[] = [
  {
    page: 'dashboard',
    anchor: 'dashboard-heading',
    title: 'Welcome to Lesson Planner',
    text: 'A short tour of 17 steps across the dashboard, planner, analytics, resources and settings. Use Next and Previous, or press Esc to skip it. You can take it again from Help or your profile.',
  },
  {
    page: 'dashboard',
    anchor: 'sidebar-nav',
    title: 'Find your way',
    text: 'The menu leads to the dashboard, planner, analytics, resources and programs, with settings, your profile and help below. Ctrl+B (⌘B on a Mac) folds it away and back.',
    side: 'right',
    fallback: {
      anchor: 'sidebar-toggle',
      title: 'Open the menu',
      text: 'On a narrow screen the menu waits behind this button: the dashboard, planner, analytics, resources and programs, with settings, your profile and help. Ctrl+B (⌘B on a Mac) opens it too.',
      side: 'bottom',
    },
  },
  {
    page: 'dashboard',
    anchor: 'sync-status',
    title: 'Saved on this device first',
    text: 'Every change is kept on this device at once, so the app works offline, and is sent to the server when you are online. This shows whether changes are waiting, syncing or up to date.',
    side: 'bottom',
  },
  {
    page: 'dashboard',
    anchor: 'user-menu',
    title: 'Your account',
    text: 'Your name and school, your profile and settings, a light, dark or system theme, and signing out.',
    side: 'bottom',
  },
  {
    page: 'dashboard',
    anchor: 'first-run-checklist',
    title: 'Your first steps',
    text: 'Four steps to your first planned lesson: the timetable, your classes, generated lessons and a first plan. Each ticks itself when it is done; your dashboard appears once all four are.',
    fallback: {
      anchor: 'dashboard-sections',
      title: 'Your day at a glance',
      text: "Today's lessons and the next teaching day, what still needs a reflection, the week's planning, coverage per class and recent activity, all counted on this device.",
    },
  },
  {
    page: 'planner',
    anchor: 'planner-week-nav',
    title: 'Move through the weeks',
    text: 'Previous, Today and Next, or pick any date. The arrow keys change the week too, and the label shows where the week falls in your timetable cycle.',
    side: 'bottom',
  },
  {
    page: 'planner',
    anchor: 'planner-actions',
    title: 'Generate lessons',
    text: "Generate lessons fills your timetable's periods with lessons for your classes. More holds updating future lessons, off days, calendar export, printing and syllabus coverage.",
    side: 'bottom',
  },
  {
    page: 'planner',
    anchor: 'planner-filters',
    title: 'Show only what you need',
    text: 'Filter the week by class, or by status: planned, unplanned, completed, missed or needing a reflection.',
    side: 'bottom',
  },
  {
    page: 'planner',
    anchor: 'planner-week',
    title: 'Your week',
    text: 'Each lesson sits in its period. Open one to plan it, link syllabus points and resources, mark it taught and reflect on it.',
    side: 'top',
  },
  {
    page: 'analytics',
    anchor: 'analytics-tabs',
    title: 'Seven views of your teaching',
    text: 'Overview, class performance, lesson effectiveness, syllabus coverage, teaching methods, coverage trends and coverage gaps, counted on this device from your lessons and reflections.',
    side: 'bottom',
  },
  {
    page: 'analytics',
    anchor: 'analytics-filter',
    title: 'One filter for every page',
    text: 'Choose the dates, classes, subjects, years, status and more. The filter is kept in the address, so it follows you from one analytics page to the next.',
    side: 'bottom',
    fallback: {
      anchor: 'analytics-no-classes',
      title: 'Figures start with a class',
      text: 'Once you have a class, a filter here chooses the dates, classes, subjects and years every analytics page counts. Start by adding one.',
      side: 'bottom',
    },
  },
  {
    page: 'analytics',
    anchor: 'analytics-heading',
    title: 'Print and export',
    text: 'Print any analytics page on A4. Every chart has a table of the same numbers beside it, which you can sort and download as CSV.',
    side: 'bottom',
  },
  {
    page: 'resources',
    anchor: 'resources-heading',
    title: 'Your resource library',
    text: 'The links, notes and files you teach with, in one place. They open offline, and you can link them to lessons in the planner.',
    side: 'bottom',
  },
  {
    page: 'resources',
    anchor: 'resources-search',
    title: 'Find it as you type',
    text: 'Search titles, tags and notes as you type, offline too; filter by kind, subject, year or tag, and sort the list.',
    side: 'bottom',
    fallback: {
      anchor: 'resources-empty',
      title: 'Add your first resource',
      text: 'Start with a link, a note or a file. Once your library has some, a search and filters appear here.',
      side: 'top',
    },
  },
  {
    page: 'settings',
    anchor: 'settings-teaching',
    title: 'Set up your teaching',
    text: 'Your classes, the timetable (cycle, periods, terms, closures and your own grid) and the teaching methods you record on lessons.',
    side: 'bottom',
  },
  {
    page: 'settings',
    anchor: 'settings-device',
    title: 'When sync needs you',
    text: 'Changes the server refused, text replaced by another edit and feedback not yet sent wait on the Sync page for you to look at.',
    side: 'top',
  },
  {
    page: 'settings',
    anchor: 'settings-preferences',
    title: 'Your preferences',
    text: "Time zone, theme and notifications, saved at once, even offline. That's the tour: take it again any time from Help or your profile.",
    side: 'top',
  },
];

/** The step's own target first, then its fallback. */
export const targetsOfStep = (step: TourStep): TourTarget[] =>
  step.fallback ? [step, step.fallback] : [step];

/** The path of the page a step belongs to. */
export const stepPath = (step: TourStep): string => TOUR_PAGE_PATHS[step.page];
