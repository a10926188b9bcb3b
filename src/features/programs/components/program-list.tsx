import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import type { ProgramLists, ProgramSummary } from '../queries/use-programs';
import { programFacts } from './program-format';
import { programPath } from './program-paths';

/** The teacher's programs and their school's shared ones; an empty state says what to do. */
export function ProgramList({ lists, onCreate }: { lists: ProgramLists; onCreate: () => void }) {
  if (lists.mine.length === 0 && lists.school.length === 0)
    return (
      <div className="max-w-xl space-y-3 rounded-md border border-dashed border-border p-6">
        <h2 className="text-lg font-semibold">No programs yet</h2>
        <p className="text-sm text-muted-foreground">
          A program is a scheme of work: the lessons of a unit, in order. Create one, add its
          lessons, then apply it to a class to fill its upcoming lessons in the planner.
        </p>
        <Button onClick={onCreate}>Create your first program</Button>
      </div>
    );
  return (
    <div className="max-w-3xl space-y-8">
      <Section
        title="Your programs"
        programs={lists.mine}
        empty="You have no programs of your own yet."
      />
      {lists.school.length > 0 && <Section title="Shared by your school" programs={lists.school} />}
    </div>
  );
}

function Section({
  title,
  programs,
  empty,
}: {
  title: string;
  programs: readonly ProgramSummary[];
  empty?: string;
}) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {programs.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-label={title} className="space-y-3">
          {programs.map((summary) => (
            <ProgramRow key={summary.program.id} summary={summary} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ProgramRow({ summary: { program, items, periods } }: { summary: ProgramSummary }) {
  const facts = [
    ...programFacts(program),
    `${items} ${items === 1 ? 'item' : 'items'}`,
    `${periods} ${periods === 1 ? 'period' : 'periods'}`,
  ].filter(Boolean);
  return (
    <li className="space-y-1 rounded-md border border-border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold break-words">
          <Link className="underline-offset-4 hover:underline" to={programPath(program.id)}>
            {program.name}
          </Link>
        </h3>
        {program.is_shared && (
          <span className="rounded-full border border-border px-2 py-0.5 text-xs text-muted-foreground">
            Shared with school
          </span>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{facts.join(' · ')}</p>
      {program.description && (
        <p className="line-clamp-2 text-sm break-words">{program.description}</p>
      )}
    </li>
  );
}
