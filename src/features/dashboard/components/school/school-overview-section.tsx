import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { weekRangeOf } from '@/domain/calendar';
import { browserTimeZone, todayIsoDate } from '@/shared/lib/dates/time-zone';
import { useSession } from '@/shared/lib/session/session-context';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { useSchoolOverviewActions } from '../../api/school-overview-actions';
import { useSchoolOverview } from '../../queries/school/use-school-overview';
import { SchoolOverviewFreshness } from './school-overview-freshness';
import { formatDay } from './school-overview-format';
import { SchoolOverviewTable } from './school-overview-table';

const systemNow = () => new Date();
/** The server's words end without a full stop; another sentence may follow them. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
/** Where a school's teachers add their classes. */
const CLASSES_PATH = '/settings/classes';

/**
 * The school view for managers (issue 14): an OWNER or ADMIN of a school sees planning progress
 * and coverage across the school's classes, as aggregates from the server (docs/decisions.md,
 * "School view for managers"). Renders nothing for a TEACHER, a VIEWER or a solo teacher. `now`
 * is for tests and screenshots; the dashboard mounts it without props.
 */
export function SchoolOverviewSection({ now = systemNow }: { now?: () => Date } = {}) {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const { id, role, schoolId, schoolName } = session.user;
  if (schoolId === null || (role !== 'OWNER' && role !== 'ADMIN')) return null;
  // Keyed: another user or school starts from its own kept copy, never this one's state.
  return (
    <ManagerOverview
      key={`${id}|${schoolId}`}
      userId={id}
      schoolId={schoolId}
      schoolName={schoolName ?? 'your school'}
      now={now}
    />
  );
}

function ManagerOverview({
  userId,
  schoolId,
  schoolName,
  now,
}: {
  userId: string;
  schoolId: string;
  schoolName: string;
  now: () => Date;
}) {
  const headingId = useId();
  const actions = useSchoolOverviewActions();
  const { from, to } = weekRangeOf(todayIsoDate(browserTimeZone(), now()));
  const view = useSchoolOverview({
    userId,
    schoolId,
    week: { start: from, end: to },
    actions,
    now,
  });
  const { shown, problem, loading } = view;
  const offline = problem?.reason === 'offline';
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id={headingId} className="text-lg font-semibold">
            School overview
          </h2>
          <p className="text-sm text-muted-foreground">
            Planning and syllabus coverage across every class of {schoolName}.
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={view.refresh}
          disabled={loading || offline}
          aria-label="Refresh the school overview"
        >
          <RefreshCw aria-hidden className={loading ? 'size-4 animate-spin' : 'size-4'} />
          Refresh
        </Button>
      </div>
      <SchoolOverviewFreshness view={view} />
      {problem && !offline && (
        <FormAlert>
          {asSentence(problem.message)}
          {shown && ' The numbers below are the last ones saved on this device.'}
        </FormAlert>
      )}
      {shown === null ? (
        loading ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading the school overview…
          </p>
        ) : (
          offline && (
            <FormAlert tone="info">
              You’re offline, and this device has no saved copy of the school overview yet. It loads
              when you’re back online.
            </FormAlert>
          )
        )
      ) : shown.overview.classes.length === 0 ? (
        <div className="space-y-2 rounded-md border border-dashed border-border p-6">
          <p className="font-medium">
            No classes in the school yet — teachers add classes under{' '}
            <Link className="underline underline-offset-4" to={CLASSES_PATH}>
              Classes
            </Link>
            .
          </p>
          <p className="text-sm text-muted-foreground">
            Each class then shows here with its week’s planning and its syllabus coverage.
          </p>
        </div>
      ) : (
        <>
          <SchoolOverviewTable
            caption={`Classes of ${schoolName}, week of ${formatDay(shown.overview.weekStart)} to ${formatDay(shown.overview.weekEnd)}`}
            classes={shown.overview.classes}
          />
          <p className="text-xs text-muted-foreground">
            Awaiting reflection counts every past lesson not yet marked taught or missed; coverage
            counts the syllabus points taught so far. Only these totals leave a teacher’s planner:
            lesson plans and reflections stay private to each teacher.
          </p>
        </>
      )}
    </section>
  );
}
