import { Link } from 'react-router';

/** Where teachers set up their timetable and generate lessons. */
export const TIMETABLE_SETTINGS_PATH = '/settings/timetable';

/** While the week loads (the hide skeleton flag off): the grid's outline, announced as loading. */
export function WeekSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the week"
      className="grid animate-pulse grid-cols-5 gap-2"
    >
      {Array.from({ length: 10 }, (_, index) => (
        <div key={index} className="h-16 rounded-md bg-muted" />
      ))}
    </div>
  );
}

/** A week with no lessons at all: say so, and where lessons come from. */
export function EmptyWeek({ closedReason }: { closedReason: string | null }) {
  return (
    <div className="rounded-md border border-dashed border-border p-6 text-center">
      <h2 className="font-semibold">No lessons this week</h2>
      {closedReason && <p className="mt-1 text-sm">No teaching this week: {closedReason}.</p>}
      <p className="mt-1 text-sm text-muted-foreground">
        Lessons appear here once your timetable is set up and lessons are generated for this week.
      </p>
      <Link
        to={TIMETABLE_SETTINGS_PATH}
        className="mt-3 inline-block text-sm font-medium underline"
      >
        Set up your timetable and generate lessons
      </Link>
    </div>
  );
}

/** Lessons exist but the filters hide them all. */
export function NoMatchingLessons({ onClear }: { onClear: () => void }) {
  return (
    <div className="rounded-md border border-dashed border-border p-6 text-center">
      <h2 className="font-semibold">No lessons match these filters</h2>
      <button type="button" onClick={onClear} className="mt-2 text-sm font-medium underline">
        Clear the filters
      </button>
    </div>
  );
}
