import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useSession } from '@/shared/lib/session/session-context';
import { Button } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page-heading';
import { applyCoverageView, parseCoverageView } from '../../model/coverage/coverage-view';
import { useClassCoverage, type ClassCoverageView } from '../../queries/coverage/use-coverage';
import { CoverageHeader } from './coverage-header';
import { localDateOf } from './coverage-format';
import { CLASSES_SETTINGS_PATH, COVERAGE_PATH } from './coverage-paths';
import { CoveragePointList } from './coverage-point-list';
import { CoverageToolbar } from './coverage-toolbar';

const systemNow = () => new Date();

/**
 * /coverage/:classId: every in-scope point of the class's syllabus with what its lessons taught
 * and the teacher's own judgement, edited inline; read from and written to the replica only.
 */
export function ClassCoveragePage({ now = systemNow }: { now?: () => Date }) {
  const { classId = '' } = useParams();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const today = localDateOf(now());
  const view = useClassCoverage(userId, classId, today);

  if (view === undefined)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading coverage…
      </p>
    );
  if (view === null) return <ClassNotFound />;
  return <ClassCoverage view={view} today={today} />;
}

function ClassNotFound() {
  return (
    <>
      <PageHeading title="Class not found" />
      <div className="max-w-xl space-y-3 rounded-md border border-dashed border-border p-6">
        <p className="text-sm text-muted-foreground">
          This class is not on this device. It may have been deleted, belong to someone else, or the
          link may be mistyped.
        </p>
        <Button asChild variant="outline">
          <Link to={COVERAGE_PATH}>See all your classes</Link>
        </Button>
      </div>
    </>
  );
}

function ClassCoverage({ view, today }: { view: ClassCoverageView; today: string }) {
  const [params] = useSearchParams();
  const state = useMemo(() => parseCoverageView(params), [params]);
  const shown = useMemo(
    () => applyCoverageView(view.coverage.points, state),
    [view.coverage.points, state],
  );
  const { schoolClass, syllabus } = view;

  if (!syllabus) {
    return (
      <>
        <PageHeading title={`Coverage: ${schoolClass.name}`} />
        <div className="max-w-xl space-y-3 rounded-md border border-dashed border-border p-6">
          <h2 className="text-lg font-semibold">
            {schoolClass.syllabus_id === null
              ? 'No syllabus chosen'
              : 'Syllabus not on this device yet'}
          </h2>
          <p className="text-sm text-muted-foreground">
            {schoolClass.syllabus_id === null
              ? `Choose the syllabus ${schoolClass.name} follows, and the stage or year it covers, in the class settings. Coverage then appears here.`
              : 'Connect to the internet so it syncs, or choose another syllabus in the class settings.'}
          </p>
          <Button asChild>
            <Link to={CLASSES_SETTINGS_PATH}>Open class settings</Link>
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className="space-y-6">
      <CoverageHeader view={view} />
      <CoverageToolbar
        strands={view.coverage.strands}
        state={state}
        shown={shown.length}
        total={view.coverage.points.length}
      />
      {view.coverage.points.length === 0 ? (
        <p className="max-w-xl rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          {syllabus.name} has no points at this class’s level
          {schoolClass.syllabus_stage
            ? ` (${schoolClass.syllabus_stage})`
            : schoolClass.year
              ? ` (Year ${schoolClass.year})`
              : ''}
          . Check the stage or year in the class settings.
        </p>
      ) : shown.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          No points match these filters. Clear a filter to see more.
        </p>
      ) : (
        <CoveragePointList
          classId={schoolClass.id}
          className={schoolClass.name}
          points={shown}
          plannedFor={view.plannedFor}
          subStrands={view.subStrands}
          today={today}
        />
      )}
    </div>
  );
}
