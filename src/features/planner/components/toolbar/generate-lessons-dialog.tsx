import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/shared/ui/button';
import type { PlanningCalendar } from '@/domain/calendar';
import { useLessonCommands } from '../../commands/lessons/use-lesson-commands';
import { generationRangeOf, type GenerationScope } from '../../model/lessons';
import { formatLessonDate } from '../lesson/lesson-labels';

const SCOPES: { value: GenerationScope; label: string }[] = [
  { value: 'week', label: 'This week' },
  { value: 'term', label: 'This term' },
  { value: 'year', label: 'This year' },
];

const REFUSALS = {
  'outside-terms': 'This week is outside every term: choose “This week” or “This year”.',
  'all-past': 'That term has ended. Tick “Include past weeks” to fill it anyway.',
} as const;

/**
 * Generate lessons from the timetable: the week shown, its term or its year. A term or a year
 * starts today unless the teacher ticks "Include past weeks" (generationRangeOf); the dialog says
 * which dates it will fill before anything is written.
 */
export default function GenerateLessonsDialog({
  week,
  today,
  planner,
  onClose,
}: {
  week: string;
  today: string;
  planner: PlanningCalendar;
  onClose: () => void;
}) {
  const id = useId();
  const commands = useLessonCommands();
  const [scope, setScope] = useState<GenerationScope>('week');
  const [includePastWeeks, setIncludePastWeeks] = useState(false);
  const [busy, setBusy] = useState(false);
  const range = generationRangeOf({
    scope,
    week,
    today,
    includePastWeeks,
    calendar: planner.calendar,
  });

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (!commands || !range.ok) return;
    setBusy(true);
    try {
      const result = await commands.generateLessons({
        calendar: planner.calendar,
        daySchedule: planner.daySchedule,
        range: { from: range.from, to: range.to },
      });
      if (!result.ok) return void toast.error(result.message);
      toast.success(
        result.created === 0
          ? 'Nothing to add: every timetable slot already has a lesson.'
          : `Added ${result.created} ${result.created === 1 ? 'lesson' : 'lessons'} from your timetable.`,
      );
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-lg border border-border bg-background p-6 shadow-lg">
          <div className="space-y-1">
            <Dialog.Title className="text-lg font-semibold">Generate lessons</Dialog.Title>
            <Dialog.Description className="text-sm text-muted-foreground">
              One lesson for every period of your timetable that has none yet. Lessons you already
              have are never changed.
            </Dialog.Description>
          </div>
          <form className="space-y-4" onSubmit={(event) => void generate(event)}>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Generate lessons for</legend>
              {SCOPES.map(({ value, label }) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-scope`}
                    value={value}
                    checked={scope === value}
                    onChange={() => setScope(value)}
                    className="size-4 accent-primary"
                  />
                  {label}
                </label>
              ))}
            </fieldset>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                checked={includePastWeeks}
                disabled={scope === 'week'}
                onChange={(event) => setIncludePastWeeks(event.target.checked)}
                aria-describedby={`${id}-range`}
                className="mt-0.5 size-4 accent-primary disabled:opacity-50"
              />
              <span>
                Include past weeks
                <span className="block text-xs text-muted-foreground">
                  Past lessons then ask for a reflection.
                </span>
              </span>
            </label>
            <p id={`${id}-range`} role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
              {range.ok
                ? `From ${formatLessonDate(range.from)} to ${formatLessonDate(range.to)}.`
                : REFUSALS[range.reason]}
            </p>
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy || !range.ok || !commands}>
                {busy ? 'Working…' : 'Generate'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
