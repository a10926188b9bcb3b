import { CheckCircle2 } from 'lucide-react';
import type { ImportCounts, SyllabusImportSummary } from '../../api/syllabus-import-actions';

const countsText = (counts: ImportCounts) =>
  `${counts.added.toLocaleString()} added, ${counts.changed.toLocaleString()} changed, ` +
  `${counts.retired.toLocaleString()} retired, ${counts.unchanged.toLocaleString()} unchanged`;

const changedNothing = (summary: SyllabusImportSummary) =>
  !summary.created &&
  [summary.points, summary.objectives, summary.criteria].every(
    (counts) => counts.added + counts.changed + counts.retired === 0,
  );

/** What the server did, per syllabus, in its own counts; and when the devices will have it. */
export function ImportReport({ syllabuses }: { syllabuses: SyllabusImportSummary[] }) {
  return (
    <section
      aria-label="Import report"
      className="space-y-3 rounded-lg border border-border bg-muted/40 p-4"
    >
      <h3 className="flex items-center gap-2 font-semibold">
        <CheckCircle2 aria-hidden className="size-5 text-primary" />
        Imported
      </h3>
      <ul className="space-y-3">
        {syllabuses.map((summary) => (
          <li key={summary.id} className="text-sm">
            <p className="font-medium break-words">
              {summary.name}{' '}
              <span className="font-normal text-muted-foreground">
                {summary.created
                  ? '(new)'
                  : changedNothing(summary)
                    ? '(already up to date: nothing changed)'
                    : '(updated)'}
              </span>
            </p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
              <dt className="text-muted-foreground">Points</dt>
              <dd>{countsText(summary.points)}</dd>
              <dt className="text-muted-foreground">Objectives</dt>
              <dd>{countsText(summary.objectives)}</dd>
              <dt className="text-muted-foreground">Criteria</dt>
              <dd>{countsText(summary.criteria)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        It will appear on every device at its next sync; this device is syncing now.
      </p>
    </section>
  );
}
