import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { Button } from '@/shared/ui/button';
import { classSummary, programProgressText } from '../model/class-rules';
import type { ClassProgram } from '../queries/use-class-programs';
import type { SchoolClass } from '../queries/use-classes';

/** One class in a list: its colour, name and details, then its actions. */
export function ClassItem({
  row,
  programs = [],
  children,
}: {
  row: SchoolClass;
  /** The programs the class follows, with its progress through each (applied from /programs). */
  programs?: readonly ClassProgram[] | undefined;
  children: ReactNode;
}) {
  const summary = classSummary(row);
  // Rendered outside a router only by tests of the list itself.
  const routed = useInRouterContext();
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-md border border-border p-3">
      <span
        aria-hidden
        className="size-4 shrink-0 rounded-full border border-border"
        style={{ backgroundColor: row.colour ?? undefined }}
      />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{row.name}</p>
        {summary && <p className="text-sm text-muted-foreground">{summary}</p>}
        {programs.length > 0 && (
          <ul aria-label={`Programs ${row.name} follows`} className="mt-1 space-y-0.5 text-sm">
            {programs.map((program) => (
              <li key={program.programId}>
                {routed ? (
                  <Link
                    className="text-primary underline underline-offset-4"
                    to={`/programs?program=${program.programId}`}
                  >
                    {program.programName}
                  </Link>
                ) : (
                  program.programName
                )}
                <span className="text-muted-foreground">: {programProgressText(program)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex gap-2">
        {routed && row.archived_at === null && (
          <Button asChild variant="ghost" size="sm">
            <Link to={`/coverage/${row.id}`} aria-label={`Syllabus coverage of ${row.name}`}>
              Coverage
            </Link>
          </Button>
        )}
        {children}
      </div>
    </li>
  );
}
