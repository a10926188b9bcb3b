import { lazy, Suspense, useEffect, useMemo } from 'react';
import { canPlanLessons } from '@/domain/calendar';
import { formatIsoDate } from '@/shared/lib/dates/iso-date';
import { useSession } from '@/shared/lib/session/session-context';
import type { SessionUser } from '@/shared/lib/session/session-source';
import { PageHeading } from '@/shared/ui/page-heading';
import { countedFigures, dayFigures, type CountedFigures } from '../model/dashboard-figures';
import { formatLongDay } from '../model/dashboard-format';
import { classKeyOf, type DashboardDays, type DashboardSource } from '../model/dashboard-source';
import { cycleDayName } from '../model/day-lessons';
import { firstRunSteps } from '../model/first-run-steps';
import { writePersistedDashboard } from '../queries/persisted-dashboard';
import {
  useDashboardSource,
  useKeptDashboard,
  type KeptDashboard,
} from '../queries/use-dashboard-source';
import { ClassCoverageSection } from './class-coverage-section';
import { FirstRunChecklist } from './first-run-checklist';
import { LessonsSection } from './lessons-section';
import { MetricTrendsSection } from './metric-trends-section';
import { NeedsReflectionSection } from './needs-reflection-section';
import { RecentActivitySection } from './recent-activity-section';
import { WeekProgressSection } from './week-progress-section';

const systemNow = () => new Date();

/** Only managers see the school view: its code loads for them alone, after the dashboard. */
const SchoolOverviewSection = lazy(() =>
  import('./school/school-overview-section').then((module) => ({
    default: module.SchoolOverviewSection,
  })),
);
const isManager = (user: SessionUser | null) =>
  user !== null && user.schoolId !== null && (user.role === 'OWNER' || user.role === 'ADMIN');

const timeOfDay = (date: Date) =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/**
 * /dashboard, where every sign-in lands: today's and the next lessons, what needs reflection, the
 * week's planning, coverage per class, trends and recent activity, all computed on the device
 * from the replica (offline too; a reflection saved in the planner shows at once). A new account
 * sees its first steps instead until all four are done.
 */
export function DashboardPage({ now = systemNow }: { now?: () => Date }) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const clock = now();
  const today = formatIsoDate(clock);
  const { days, source } = useDashboardSource(user, today);
  const kept = useKeptDashboard(user?.id ?? null, today, source ? undefined : days);
  return (
    <DashboardView
      user={user}
      today={today}
      time={timeOfDay(clock)}
      days={days}
      source={source}
      kept={kept}
    />
  );
}

/**
 * The page from what has been read: the days first (a few rows), then the counted figures, live
 * (`source`) or, until the live count is in, those kept from an earlier start (`kept`): marked
 * ready when current, else shown busy with "Updating your figures…".
 */
export function DashboardView({
  user,
  today,
  time,
  days,
  source,
  kept,
}: {
  user: SessionUser | null;
  today: string;
  time: string;
  days: DashboardDays | undefined;
  source: DashboardSource | undefined;
  kept: KeptDashboard | null;
}) {
  const cycleDay = days ? cycleDayName(days.calendar, today) : null;
  const updating = !source && kept !== null && !kept.current;
  return (
    <div className="flex flex-col gap-6">
      <div data-tour="dashboard-heading">
        <PageHeading title="Dashboard" />
        <p className="-mt-4 text-sm text-muted-foreground">
          {formatLongDay(today)}
          {cycleDay && <> · {cycleDay}</>}
          {updating && <span role="status"> · Updating your figures…</span>}
        </p>
      </div>
      {user === null || days === undefined ? (
        <Loading />
      ) : !canPlanLessons(user) ? (
        <ViewerNote />
      ) : source ? (
        // Marks the commit that carries the figures (bench:analytics times first paint to it).
        <div data-dashboard-ready="" data-dashboard-figures="live" className="contents">
          <LiveDashboard source={source} user={user} today={today} time={time} />
        </div>
      ) : kept ? (
        <div
          data-dashboard-ready={kept.current ? '' : undefined}
          data-dashboard-figures="kept"
          aria-busy={updating}
          className="contents"
        >
          <DashboardSections counted={kept.counted} days={days} today={today} time={time} />
        </div>
      ) : (
        <Loading />
      )}
      {/* Managers (OWNER, ADMIN) also see the school's classes; it renders nothing for others. */}
      {isManager(user) && (
        <Suspense fallback={null}>
          <SchoolOverviewSection />
        </Suspense>
      )}
    </div>
  );
}

function Loading() {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      Loading your dashboard…
    </p>
  );
}

/**
 * The dashboard counted from the live source: the first-run checklist until its steps are done,
 * else the sections. The counted figures are kept on the device for the next start.
 */
function LiveDashboard({
  source,
  user,
  today,
  time,
}: {
  source: DashboardSource;
  user: SessionUser;
  today: string;
  time: string;
}) {
  const steps = useMemo(() => firstRunSteps(source, user), [source, user]);
  const { index, classes, writeMark } = source;
  // Keyed by the ids, not the array: the days query hands a new array on every read.
  const classKey = classKeyOf(classes);
  // Counted once per read of the analytics rows and day; the days query's re-reads (and the
  // clock's minutes) re-render without counting five years of lessons again.
  const counted = useMemo(
    () => countedFigures(index, new Set(classKey === '' ? [] : classKey.split('|')), today),
    [index, classKey, today],
  );
  const firstRun = steps.some((step) => !step.done);
  useEffect(() => {
    if (!firstRun && writeMark !== null)
      writePersistedDashboard(user.id, { today, classKey, writeMark, counted });
  }, [firstRun, user.id, today, classKey, writeMark, counted]);
  if (firstRun) return <FirstRunChecklist steps={steps} />;
  return <DashboardSections counted={counted} days={source} today={today} time={time} />;
}

function DashboardSections({
  counted,
  days: source,
  today,
  time,
}: {
  counted: CountedFigures;
  days: DashboardDays;
  today: string;
  time: string;
}) {
  const { calendar, classes, todayLessons, nextDay } = source;
  const days = useMemo(
    () => dayFigures({ calendar, classes, todayLessons, nextDay }, calendar, today),
    [classes, todayLessons, nextDay, calendar, today],
  );
  return (
    <>
      <div data-tour="dashboard-sections" className="grid items-start gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <LessonsSection
            today={today}
            time={time}
            lessons={days.today}
            nextDay={days.nextDay}
            calendar={calendar}
          />
          <NeedsReflectionSection reflection={counted.reflection} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <WeekProgressSection week={counted.week} today={today} />
          <ClassCoverageSection rows={counted.coverage} />
          <RecentActivitySection activity={counted.metrics.recentActivity} />
        </div>
      </div>
      <MetricTrendsSection metrics={counted.metrics} />
    </>
  );
}

/** A VIEWER keeps no lessons of their own: the checklist would ask for steps they cannot take. */
function ViewerNote() {
  return (
    <div className="max-w-xl space-y-2 rounded-md border border-dashed border-border p-6">
      <h2 className="text-lg font-semibold">Viewing your school</h2>
      <p className="text-sm text-muted-foreground">
        As a viewer you can see your school&apos;s timetable and plans but keep no lessons of your
        own, so there is nothing of yours to show here.
      </p>
    </div>
  );
}
