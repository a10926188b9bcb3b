import { Link } from 'react-router';
import type { ClassCoverageView } from '../../queries/coverage/use-coverage';
import { CoverageBar } from './coverage-bar';
import { COVERAGE_PATH, PLANNER_PATH } from './coverage-paths';

/**
 * The class, its syllabus (name, version, and the attribution its licence asks for wherever the
 * text is shown: ACARA's CC BY 4.0 notice for the Australian Curriculum), overall and per-strand
 * coverage.
 */
export function CoverageHeader({ view }: { view: ClassCoverageView }) {
  const { schoolClass, syllabus, coverage } = view;
  const level =
    schoolClass.syllabus_stage ?? (schoolClass.year ? `Year ${schoolClass.year}` : null);
  return (
    <header className="space-y-4">
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <Link className="underline-offset-4 hover:underline" to={COVERAGE_PATH}>
          Coverage
        </Link>{' '}
        / {schoolClass.name}
      </nav>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight break-words">{schoolClass.name}</h1>
        <Link
          className="text-sm underline underline-offset-4"
          to={`${PLANNER_PATH}?class=${encodeURIComponent(schoolClass.id)}`}
        >
          Open in the planner
        </Link>
      </div>
      {syllabus && (
        <div className="space-y-1 text-sm">
          <p>
            <span className="font-medium">{syllabus.name}</span>
            {syllabus.version && (
              <span className="text-muted-foreground"> · {syllabus.version}</span>
            )}
            {level && <span className="text-muted-foreground"> · {level}</span>}
          </p>
          {syllabus.attribution && (
            <p
              className="max-w-3xl text-xs text-muted-foreground"
              data-testid="syllabus-attribution"
            >
              {syllabus.attribution}
            </p>
          )}
        </div>
      )}
      <section aria-label="Coverage by strand" className="grid max-w-4xl gap-3 md:grid-cols-2">
        <div className="md:col-span-2">
          <CoverageBar label="Overall" totals={coverage.overall} />
        </div>
        {coverage.strands.map((strand) => (
          <CoverageBar
            key={strand.strand ?? ''}
            label={strand.strand ?? 'No strand'}
            totals={strand}
          />
        ))}
      </section>
    </header>
  );
}
