import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextField } from '@/shared/ui/text-field';
import {
  useLessonCommands,
  type LessonCommands,
  type OffDayClassMoves,
} from '../../commands/lessons/use-lesson-commands';
import type { PlanningCalendar } from '@/domain/calendar';
import { usePlannerCalendar } from '../../queries/planner-calendar';
import { describePlace, formatLessonDate } from './lesson-labels';
import { runLessonCommand } from './run-lesson-command';

type Preview = { classes: OffDayClassMoves[]; overflow: number };

/**
 * Marks `date` as the teacher's own off day with a reason: a preview of every class's moves,
 * then one batch (the closure and the moves), then a toast whose Undo takes it all back.
 */
export function OffDayDialog({ date, onClose }: { date: string; onClose: () => void }) {
  const commands = useLessonCommands();
  const planner = usePlannerCalendar();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-lg border border-border bg-background p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">
            Off day: {formatLessonDate(date)}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            Every class with a lesson that day moves forward one slot. Your school’s cycle does not
            change.
          </Dialog.Description>
          {commands && planner ? (
            <OffDayForm date={date} commands={commands} planner={planner} onClose={onClose} />
          ) : (
            <p role="status">Loading your timetable…</p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function OffDayForm({
  date,
  commands,
  planner,
  onClose,
}: {
  date: string;
  commands: LessonCommands;
  planner: PlanningCalendar;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const periodNames = new Map(planner.daySchedule.map((period) => [period.period_id, period.name]));
  const input = { date, reason, calendar: planner.calendar, daySchedule: planner.daySchedule };

  const refuse = (result: { message: string; field?: string }) => {
    if (result.field === 'reason') setReasonError(result.message);
    else setProblem(result.message);
  };

  const showPreview = async (event: FormEvent) => {
    event.preventDefault();
    setReasonError(undefined);
    setProblem(null);
    const result = await runLessonCommand(() => commands.previewOffDay(input));
    if (result.ok) setPreview({ classes: result.classes, overflow: result.overflow });
    else refuse(result);
  };

  const confirm = async () => {
    const result = await runLessonCommand(() => commands.markOffDay(input));
    if (!result.ok) {
      setPreview(null);
      refuse(result);
      return;
    }
    const undo = async () => {
      const undone = await runLessonCommand(() =>
        commands.undoOffDay({ closureId: result.closureId, moves: result.moves }),
      );
      if (undone.ok) toast.success('Off day undone');
      else toast.error(undone.message);
    };
    toast.success(
      `Off day marked; ${result.moves.length} ${result.moves.length === 1 ? 'lesson' : 'lessons'} moved.`,
      {
        action: { label: 'Undo', onClick: () => void undo() },
      },
    );
    onClose();
  };

  return (
    <form className="space-y-4" onSubmit={(event) => void showPreview(event)} noValidate>
      <TextField
        label="Reason"
        value={reason}
        error={reasonError}
        onChange={(event) => {
          setReason(event.target.value);
          setPreview(null);
        }}
      />
      {preview && (
        <section aria-label="Lessons that move" className="space-y-3 text-sm">
          {preview.classes.length === 0 && <p>No lessons to move that day.</p>}
          {preview.classes.map((entry) => (
            <div key={entry.classId}>
              <h3 className="font-semibold">{entry.className}</h3>
              <ul>
                {entry.moves.map((move) => (
                  <li key={move.lessonId}>
                    {describePlace(move.from, periodNames)} → {describePlace(move.to, periodNames)}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {preview.overflow > 0 && (
            <p>{preview.overflow} more have no slot left this year and stay where they are.</p>
          )}
        </section>
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button type="button" variant="ghost">
            Cancel
          </Button>
        </Dialog.Close>
        {preview ? (
          <Button type="button" onClick={() => void confirm()}>
            Mark off day
          </Button>
        ) : (
          <Button type="submit">Preview</Button>
        )}
      </div>
    </form>
  );
}
