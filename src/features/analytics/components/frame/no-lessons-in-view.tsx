import { Button } from '@/shared/ui/button';

/** The filter lets no lesson through: say so, and offer the widest view in one press. */
export function NoLessonsInView({
  onShowAllDates,
  what = 'lessons',
}: {
  onShowAllDates: () => void;
  /** What is missing, e.g. "rated lessons". */
  what?: string;
}) {
  return (
    <div className="max-w-xl space-y-3 rounded-md border border-dashed border-border p-6">
      <p className="font-medium">No {what} in this view.</p>
      <p className="text-sm text-muted-foreground">
        Widen the dates or clear a filter above. Lessons count once you mark them taught, and their
        ratings once you reflect on them in the planner.
      </p>
      <Button type="button" variant="outline" onClick={onShowAllDates}>
        Show all dates
      </Button>
    </div>
  );
}
