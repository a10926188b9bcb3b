import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { useSession } from '@/shared/lib/session/session-context';
import { PageHeading } from '@/shared/ui/page-heading';
import { EMPTY_SCHOOL_CALENDAR } from '@/domain/calendar';
import {
  buildWeekGrid,
  localDateOf,
  nextWeek,
  NO_WEEK_FILTERS,
  previousWeek,
  thisWeek,
  weekCycleLabel,
  weekDaysOf,
  weekRangeLabel,
  type WeekDay,
} from '../model/week';
import { usePlannerCalendar } from '../queries/planner-calendar';
import { useWeek } from '../queries/week/use-week';
import { useWeekLayout } from '../queries/week/use-week-layout';
import { PlannerToolbar } from './planner-toolbar';
import { MoveLessonDialog } from './week/move-lesson-dialog';
import { useMoveActions } from './week/use-move-actions';
import { useWeekDnd } from './week/use-week-dnd';
import { useWeekKeyboard } from './week/use-week-keyboard';
import { useWeekUrl } from './week/use-week-url';
import { WeekFilterBar } from './week/week-filter-bar';
import { useWeekFlags } from './week/week-flags';
import { WeekGridTable } from './week/week-grid-table';
import { WeekHeader } from './week/week-header';
import { WeekList } from './week/week-list';
import { EmptyWeek, NoMatchingLessons, WeekSkeleton } from './week/week-states';

/** Phones and portrait tablets get the list by day instead of the grid. */
export const LIST_MODE_QUERY =
  '(max-width: 767px), (max-width: 1023px) and (orientation: portrait)';

const systemNow = () => new Date();

/** When no weekday of the week is taught, the reason(s) why, for the empty state. */
function closedAllWeek(days: readonly WeekDay[]): string | null {
  const weekdays = days.filter((day) => !day.isWeekend);
  if (weekdays.some((day) => day.teaching)) return null;
  return [...new Set(weekdays.map((day) => day.closedReason))].join(', ');
}

/** A callback whose identity never changes but always calls the latest `fn` (memoized cards). */
function useStableCallback<A extends unknown[]>(fn: (...args: A) => void) {
  const ref = useRef(fn);
  useEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

/** The editor loads when a lesson opens: the week paints without its code. */
const LessonPanel = lazy(() =>
  import('./lesson/lesson-panel').then((module) => ({ default: module.LessonPanel })),
);

const renderLessonPanel = (lessonId: string, close: () => void) => (
  <Suspense fallback={null}>
    <LessonPanel lessonId={lessonId} onClose={close} />
  </Suspense>
);

export type PlannerPageProps = {
  /** The lesson editor for `?lesson=<id>`; the lesson panel unless a test gives another. */
  renderLesson?: (lessonId: string, close: () => void) => ReactNode;
  /** Tests: the clock that says what today is. */
  now?: () => Date;
};

/** /planner: the teacher's week from the replica (issue 6 part 4). */
export function PlannerPage({
  renderLesson = renderLessonPanel,
  now = systemNow,
}: PlannerPageProps) {
  const flags = useWeekFlags();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const today = localDateOf(now());
  const url = useWeekUrl({ today, shallow: flags.shallowWeekUrl, sync: flags.syncWeekUrl });
  const planner = usePlannerCalendar();
  const layout = useWeekLayout(userId, planner, flags.weekCache && flags.persistWeekCache);
  const calendar = layout?.calendar ?? EMPTY_SCHOOL_CALENDAR;
  const daySchedule = useMemo(() => layout?.daySchedule ?? [], [layout]);
  const { data, loading } = useWeek({
    userId,
    weekStart: url.week,
    filters: url.filters,
    today,
    flags,
  });

  const headerDays = useMemo(() => weekDaysOf(calendar, url.week), [calendar, url.week]);
  const shownWeek = data?.weekStart ?? url.week;
  // No grid before the periods are known: lessons would sit in 'Other times', then jump.
  const grid = useMemo(
    () =>
      data && layout
        ? buildWeekGrid({
            days: weekDaysOf(calendar, shownWeek),
            daySchedule,
            lessons: data.lessons,
          })
        : null,
    [data, layout, calendar, shownWeek, daySchedule],
  );

  const goPrevious = useStableCallback(() => url.setWeek(previousWeek(url.week)));
  const goNext = useStableCallback(() => url.setWeek(nextWeek(url.week)));
  const openLesson = useStableCallback((lessonId: string) => url.setLessonId(lessonId));
  const closeLesson = useStableCallback(() => url.setLessonId(null));
  useWeekKeyboard(goPrevious, goNext, true);

  const narrow = useMediaQuery(LIST_MODE_QUERY);
  const [viewChoice, setViewChoice] = useState<'grid' | 'list' | null>(null);
  const view = viewChoice ?? (narrow ? 'list' : 'grid');

  const dnd = useWeekDnd(flags.moveLessons && view === 'grid');
  const move = useMoveActions({
    enabled: flags.moveLessons,
    userId,
    grid,
    lessons: data?.lessons ?? [],
    daySchedule,
  });

  const showSkeleton = loading && !(flags.hideSkeleton && data);
  let body: ReactNode;
  if (showSkeleton || !data || !grid) body = <WeekSkeleton />;
  else if (data.unfilteredCount === 0)
    body = <EmptyWeek closedReason={closedAllWeek(headerDays)} />;
  else if (data.lessons.length === 0)
    body = <NoMatchingLessons onClear={() => url.setFilters(NO_WEEK_FILTERS)} />;
  else if (view === 'list') {
    body = (
      <WeekList
        days={grid.days}
        lessons={data.lessons}
        memoize={flags.gridMemoization}
        virtualize={flags.virtualization}
        overscanRows={flags.virtualizationOverscanRows}
        onOpen={openLesson}
        today={today}
      />
    );
  } else {
    const table = (
      <WeekGridTable
        grid={grid}
        caption={`Lessons, ${weekRangeLabel(shownWeek)}`}
        memoize={flags.gridMemoization}
        onOpen={openLesson}
        onMoveRequest={move.onMoveRequest}
        dnd={dnd}
        today={today}
      />
    );
    body = dnd ? <dnd.WeekDndContext onMove={move.onDrop}>{table}</dnd.WeekDndContext> : table;
  }

  return (
    <div className="space-y-3">
      <PageHeading title="Planner">
        <button
          type="button"
          className="text-sm underline"
          onClick={() => setViewChoice(view === 'grid' ? 'list' : 'grid')}
        >
          {view === 'grid' ? 'Show as list' : 'Show as grid'}
        </button>
      </PageHeading>
      {/* Navigation left, actions right; on a narrow screen the actions take a row of their own. */}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <WeekHeader
          week={url.week}
          cycleLabel={weekCycleLabel(headerDays)}
          onPrevious={goPrevious}
          onNext={goNext}
          onToday={() => url.setWeek(thisWeek(today))}
          onPick={url.setWeek}
        />
        <PlannerToolbar
          week={url.week}
          today={today}
          planner={planner}
          singleClassId={
            url.filters.classIds.length === 1 ? (url.filters.classIds[0] ?? null) : null
          }
        />
      </div>
      <WeekFilterBar
        classes={data?.classes ?? []}
        filters={url.filters}
        onChange={url.setFilters}
      />
      <section
        aria-label="Week"
        aria-busy={loading}
        className="overflow-x-auto"
        data-print="week"
        data-tour="planner-week"
      >
        {body}
      </section>
      {move.onMoveRequest && (
        <MoveLessonDialog
          lesson={move.moving}
          slots={move.slots}
          onMove={move.moveTo}
          onClose={move.closeMove}
        />
      )}
      {url.lessonId !== null && renderLesson?.(url.lessonId, closeLesson)}
    </div>
  );
}
