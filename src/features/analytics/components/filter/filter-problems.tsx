import type { AnalyticsFilterProblem } from '@/domain/analytics/filter';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';

/**
 * What was wrong in the link, said once above the numbers. The numbers already use the default in
 * its place; "Tidy the link" rewrites the URL without the bad values, so a bookmark stops
 * carrying them.
 */
export function FilterProblems({
  problems,
  onTidy,
}: {
  problems: readonly AnalyticsFilterProblem[];
  onTidy: () => void;
}) {
  if (problems.length === 0) return null;
  return (
    <FormAlert>
      <p>Part of this link's filter could not be used, so the default is shown in its place:</p>
      <ul className="my-1 list-disc pl-5">
        {problems.map(({ field, message }, index) => (
          <li key={`${field}-${String(index)}`}>{message}</li>
        ))}
      </ul>
      <Button type="button" variant="outline" size="sm" onClick={onTidy}>
        Tidy the link
      </Button>
    </FormAlert>
  );
}
