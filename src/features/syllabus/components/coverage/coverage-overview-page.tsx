import { Link } from 'react-router';
import { useSession } from '@/shared/lib/session/session-context';
import { Button } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page-heading';
import {
  useCoverageOverview,
  type ClassCoverageSummary,
} from '../../queries/coverage/use-coverage';
import { CoverageBar } from './coverage-bar';
import { localDateOf } from './coverage-format';
import { CLASSES_SETTINGS_PATH, classCoveragePath } from './coverage-paths';

const systemNow = () => new Date();

/**
 * /coverage: each of the teacher's classes with its syllabus and how much of it is taught, from
 * the replica (so offline too). A class without a syllabus says where to choose one.
 */
export function CoverageOverviewPage({ now = systemNow }: { now?: () => Date }) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const classes = useCoverageOverview(userId, localDateOf(now()));
  return (
    <>
      <PageHeading title="Syllabus coverage" />
      {classes === undefined ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your classes…
        </p>
      ) : classes.length === 0 ? (
        <div className="max-w-xl space-y-3 rounded-md border border-dashed border-border p-6">
          <h2 className="text-lg font-semibold">No classes yet</h2>
          <p className="text-sm text-muted-foreground">
            Coverage is tracked per class. Create a class and choose its syllabus, then link
            syllabus points to lessons in the planner.
          </p>
          <Button asChild>
            <Link to={CLASSES_SETTINGS_PATH}>Go to your classes</Link>
          </Button>
        </div>
      ) : (
        <>
          <ul aria-label="Your classes" className="max-w-3xl space-y-3">
            {classes.map((summary) => (
              <ClassSummary key={summary.schoolClass.id} summary={summary} />
            ))}
          </ul>
          <Attributions classes={classes} />
        </>
      )}
    </>
  );
}

function ClassSummary({ summary }: { summary: ClassCoverageSummary }) {
  const { schoolClass, syllabus, overall } = summary;
  return (
    <li className="space-y-2 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold break-words">
          <Link
            className="underline-offset-4 hover:underline"
            to={classCoveragePath(schoolClass.id)}
          >
            {schoolClass.name}
          </Link>
        </h2>
        {syllabus && (
          <span className="text-sm text-muted-foreground">
            {syllabus.name}
            {syllabus.version ? ` · ${syllabus.version}` : ''}
          </span>
        )}
      </div>
      {syllabus && overall ? (
        <CoverageBar
          label="Taught so far"
          totals={overall}
          barLabel={`Coverage of ${schoolClass.name}`}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {schoolClass.syllabus_id === null
            ? 'No syllabus chosen yet. Edit the class in '
            : 'Its syllabus is not on this device yet. Connect to sync it, or choose another in '}
          <Link className="underline underline-offset-4" to={CLASSES_SETTINGS_PATH}>
            Settings → Classes
          </Link>{' '}
          {schoolClass.syllabus_id === null && 'and choose its syllabus and stage.'}
        </p>
      )}
    </li>
  );
}

/** Each shown syllabus's attribution once (ACARA's licence asks for it wherever its text shows). */
function Attributions({ classes }: { classes: readonly ClassCoverageSummary[] }) {
  const notices = [
    ...new Set(classes.flatMap((c) => (c.syllabus?.attribution ? [c.syllabus.attribution] : []))),
  ];
  if (notices.length === 0) return null;
  return (
    <footer className="mt-6 max-w-3xl space-y-1 text-xs text-muted-foreground">
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
    </footer>
  );
}
