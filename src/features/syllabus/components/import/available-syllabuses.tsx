import { useId } from 'react';
import type { AvailableSyllabus } from '../../queries/catalogue/use-available-syllabuses';
import type { ImportScope } from '../../api/syllabus-import-actions';

/** Which of the device's syllabuses a scope lists: a school sees its own and the published ones. */
export function syllabusesIn(scope: ImportScope, all: AvailableSyllabus[]): AvailableSyllabus[] {
  return all.filter(
    (syllabus) =>
      syllabus.schoolId === null ||
      (scope.kind === 'school' && syllabus.schoolId === scope.schoolId),
  );
}

const levelsText = (levels: string[]) =>
  levels.length === 0
    ? '—'
    : levels.length <= 3
      ? levels.join(', ')
      : `${levels[0] ?? ''} to ${levels[levels.length - 1] ?? ''}`;

/** The syllabuses already available, with what a licence asks to be shown (attribution). */
export function AvailableSyllabuses({
  scope,
  syllabuses,
}: {
  scope: ImportScope;
  syllabuses: AvailableSyllabus[] | undefined;
}) {
  const headingId = useId();
  const listed = syllabuses && syllabusesIn(scope, syllabuses);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          Syllabuses available
        </h2>
        <p className="text-sm text-muted-foreground">
          {scope.kind === 'school'
            ? 'Your school’s own syllabuses and the ones published for everyone, as this device last synced them.'
            : 'Syllabuses published for everyone, as this device last synced them.'}
        </p>
      </div>
      {listed === undefined ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : listed.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          No syllabuses yet. Import a file above and it will be listed here after the next sync.
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {listed.map((syllabus) => (
            <li key={syllabus.id} className="space-y-1 p-3 text-sm">
              <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                <span className="font-medium break-words">{syllabus.name}</span>
                {syllabus.version && (
                  <span className="text-muted-foreground">version {syllabus.version}</span>
                )}
                <span
                  className={
                    syllabus.schoolId === null
                      ? 'rounded bg-muted px-1.5 py-0.5 text-xs'
                      : 'rounded bg-primary/10 px-1.5 py-0.5 text-xs text-primary'
                  }
                >
                  {syllabus.schoolId === null ? 'Published' : 'Your school'}
                </span>
              </div>
              <p className="text-muted-foreground">
                {[
                  syllabus.subject,
                  levelsText(syllabus.levels),
                  `${syllabus.pointCount.toLocaleString()} ${syllabus.pointCount === 1 ? 'point' : 'points'}`,
                  syllabus.source,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {syllabus.attribution && (
                <p className="text-xs break-words text-muted-foreground">{syllabus.attribution}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
