import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { weekRangeLabel, weekStartOf } from '../../model/week';

/**
 * Previous / Today / Next, a native date picker (no calendar widget in the bundle), the week's
 * range and its cycle label. Any picked date opens the week holding it.
 */
export function WeekHeader({
  week,
  cycleLabel,
  onPrevious,
  onNext,
  onToday,
  onPick,
}: {
  week: string;
  cycleLabel: string | null;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onPick: (weekStart: string) => void;
}) {
  return (
    <div data-tour="planner-week-nav" className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="icon" onClick={onPrevious} aria-label="Previous week">
        <ChevronLeft aria-hidden />
      </Button>
      <Button variant="outline" size="sm" onClick={onToday}>
        Today
      </Button>
      <Button variant="outline" size="icon" onClick={onNext} aria-label="Next week">
        <ChevronRight aria-hidden />
      </Button>
      <label className="flex items-center gap-1 text-sm">
        <span className="sr-only">Go to the week of</span>
        <input
          type="date"
          value={week}
          onChange={(event) => {
            const picked = event.target.value;
            if (/^\d{4}-\d{2}-\d{2}$/.test(picked)) onPick(weekStartOf(picked));
          }}
          className="h-8 rounded-md border border-border bg-background px-2"
        />
      </label>
      <p className="text-sm font-medium" aria-live="polite">
        {weekRangeLabel(week)}
        {cycleLabel && <span className="ml-2 rounded bg-muted px-1.5 py-0.5">{cycleLabel}</span>}
      </p>
    </div>
  );
}
