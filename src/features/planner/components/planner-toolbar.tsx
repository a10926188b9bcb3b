import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/shared/ui/button';
import { yearRangeOf, type PlanningCalendar } from '@/domain/calendar';
import { useLessonCommands } from '../commands/lessons/use-lesson-commands';
import { MORE_LABEL, MORE_TRIGGER_CLASS, MoreFace } from './toolbar/more-trigger';

// Both load on first use (or as a pointer or focus comes near): the planner route has no room for
// Radix's menu and the tool dialogs in its first paint.
const loadGenerate = () => import('./toolbar/generate-lessons-dialog');
const loadMore = () => import('./toolbar/planner-more-menu');
const GenerateLessonsDialog = lazy(loadGenerate);
const PlannerMoreMenu = lazy(loadMore);

/**
 * The planner's actions beside the week navigation: Generate lessons… in view, the rest
 * (update future lessons, off day, export, print, coverage, copy week, roll over) in More.
 */
export function PlannerToolbar({
  week,
  today,
  planner,
  singleClassId,
}: {
  week: string;
  today: string;
  planner: PlanningCalendar | undefined;
  singleClassId: string | null;
}) {
  const commands = useLessonCommands();
  const [generating, setGenerating] = useState(false);
  const [busy, setBusy] = useState(false);
  /** null until More is first opened; then whether a key (not a pointer) opened it. */
  const [moreOpenedBy, setMoreOpenedBy] = useState<'keyboard' | 'pointer' | null>(null);
  const moreTrigger = useRef<HTMLElement | null>(null);

  /** After a timetable change: future empty lessons follow the new timetable (planRegeneration). */
  async function refreshFromTimetable() {
    if (!commands || !planner) return;
    setBusy(true);
    try {
      const result = await commands.regenerateLessons({
        calendar: planner.calendar,
        daySchedule: planner.daySchedule,
        range: yearRangeOf(planner.calendar, week),
        today,
      });
      if (!result.ok) toast.error(result.message);
      else
        toast.success(
          result.created + result.removed === 0
            ? 'Future lessons already follow your timetable.'
            : `Future lessons updated: ${result.created} added, ${result.removed} removed. Planned and past lessons were kept.`,
        );
    } finally {
      setBusy(false);
    }
  }

  const ready = commands !== null && planner !== undefined;
  const morePlaceholder = (
    <button
      type="button"
      aria-label={MORE_LABEL}
      aria-haspopup="menu"
      aria-expanded={false}
      className={MORE_TRIGGER_CLASS}
      onPointerEnter={() => void loadMore()}
      onFocus={() => void loadMore()}
      // detail 0: Enter or Space "clicked" it.
      onClick={(event) => setMoreOpenedBy(event.detail === 0 ? 'keyboard' : 'pointer')}
    >
      <MoreFace />
    </button>
  );
  return (
    <div className="flex items-center gap-2" data-print="hide" data-tour="planner-actions">
      <Button
        type="button"
        size="sm"
        disabled={!ready || busy}
        onPointerEnter={() => void loadGenerate()}
        onFocus={() => void loadGenerate()}
        onClick={() => setGenerating(true)}
      >
        <Sparkles aria-hidden className="size-4" />
        {busy ? 'Working…' : 'Generate lessons…'}
      </Button>
      {moreOpenedBy === null ? (
        morePlaceholder
      ) : (
        <Suspense fallback={morePlaceholder}>
          <PlannerMoreMenu
            week={week}
            today={today}
            singleClassId={singleClassId}
            onRefreshFromTimetable={ready && !busy ? () => void refreshFromTimetable() : null}
            focusFirstItem={moreOpenedBy === 'keyboard'}
            returnFocus={moreTrigger}
          />
        </Suspense>
      )}
      {generating && planner && (
        <Suspense fallback={null}>
          <GenerateLessonsDialog
            week={week}
            today={today}
            planner={planner}
            onClose={() => setGenerating(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
