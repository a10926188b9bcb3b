import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { countOf } from '@/shared/lib/format/figures';
import { ANALYTICS_LINKS } from '../frame/analytics-links';

/** Lessons are in the view, but no taught one names a method: say how to record one. */
export function NoMethodsRecorded({ taughtLessons }: { taughtLessons: number }) {
  return (
    <div className="max-w-xl space-y-3 rounded-md border border-dashed border-border p-6">
      <p className="font-medium">No teaching method recorded in this view.</p>
      <p className="text-sm text-muted-foreground">
        Choose the teaching method when you reflect on a lesson in the planner: each taught lesson
        then counts here for its method, with its effectiveness rating.{' '}
        {taughtLessons === 0
          ? 'No lesson in this view is marked taught yet.'
          : `${countOf(taughtLessons, 'taught lesson')} in this view ${taughtLessons === 1 ? 'has' : 'have'} no method yet.`}
      </p>
      <Button asChild variant="outline">
        <Link to={ANALYTICS_LINKS.planner}>Open the planner</Link>
      </Button>
    </div>
  );
}
