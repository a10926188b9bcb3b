import { useId } from 'react';
import type { Problem } from '../../model/import/problems';

/**
 * Every problem the file has, each as one sentence naming where it is, the field and why
 * ('Line 3: year must be an integer from 1 to 12'), and a line saying nothing was saved: Import
 * stays off until the file is fixed and chosen again.
 */
export function ProblemList({ problems, more }: { problems: Problem[]; more: number }) {
  const headingId = useId();
  const total = problems.length + more;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
    >
      <div>
        <h3 id={headingId} className="font-semibold text-destructive">
          {total === 1 ? '1 problem to fix' : `${total.toLocaleString()} problems to fix`}
        </h3>
        <p className="text-sm">Nothing has been saved. Fix the file, then choose it again.</p>
      </div>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        {problems.map((item, index) => (
          // Two problems may read the same (one cell wrong twice): the index keys them.
          <li key={index} className="break-words">
            {item.message}
          </li>
        ))}
      </ol>
      {more > 0 && (
        <p className="text-sm text-muted-foreground">
          …and {more.toLocaleString()} more. The file is checked again in full when you choose it.
        </p>
      )}
    </section>
  );
}
