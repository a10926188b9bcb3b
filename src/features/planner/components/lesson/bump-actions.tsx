import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import type { StayingLesson } from '../../commands/lessons/bump-lessons';
import type { LessonCommands } from '../../commands/lessons/use-lesson-commands';
import type { BumpDirection, LessonMove } from '../../model/lessons';
import type { PlanningCalendar } from '@/domain/calendar';
import { movedText, nothingMovesText, stayingText } from './bump-wording';
import { describePlace } from './lesson-labels';
import { runLessonCommand } from './run-lesson-command';

type Preview = { direction: BumpDirection; moves: LessonMove[]; staying: StayingLesson[] };
type Applied = {
  count: number;
  /** What the preview said stays where it is: the result says it again. */
  staying: string;
  undoMoves: LessonMove[];
  toastId: string | number;
};

const TITLES: Record<BumpDirection, string> = {
  forward: 'Bump forward one slot',
  back: 'Bump back one slot',
};

/**
 * Bump this lesson and the class's later ones one slot forward or back: a preview of every move
 * first, then one batch, then a toast whose Undo puts them all back (one batch too).
 */
export function BumpActions({
  lessonId,
  planner,
  commands,
}: {
  lessonId: string;
  planner: PlanningCalendar | undefined;
  commands: LessonCommands;
}) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [applied, setApplied] = useState<Applied | null>(null);
  const periodNames = new Map(
    planner?.daySchedule.map((period) => [period.period_id, period.name]),
  );

  const plan = async (direction: BumpDirection) => {
    if (!planner) return;
    const result = await runLessonCommand(() =>
      commands.previewLessonBump({
        lessonId,
        direction,
        calendar: planner.calendar,
        daySchedule: planner.daySchedule,
      }),
    );
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    if (result.moves.length === 0) {
      setProblem(nothingMovesText(result.staying, periodNames));
      return;
    }
    setProblem(null);
    setPreview({ direction, moves: result.moves, staying: result.staying });
  };

  const undo = async (applied: Applied) => {
    toast.dismiss(applied.toastId);
    setApplied(null);
    const undone = await runLessonCommand(() => commands.applyLessonMoves(applied.undoMoves));
    if (undone.ok) toast.success('Bump undone');
    else toast.error(undone.message);
  };

  const apply = async ({ moves, staying }: Preview) => {
    const result = await runLessonCommand(() => commands.applyLessonMoves(moves));
    setPreview(null);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    const done: Applied = {
      count: moves.length,
      staying: stayingText(staying, periodNames),
      undoMoves: result.moves,
      toastId: '',
    };
    // The toast's Undo serves once the panel is closed (a modal panel blocks the page around it);
    // the panel's own Undo button serves while it is open. Either one undoes once.
    done.toastId = toast.success(movedText(moves.length), {
      ...(done.staying ? { description: done.staying } : {}),
      action: { label: 'Undo', onClick: () => void undo(done) },
    });
    setApplied(done);
  };

  return (
    <section aria-labelledby="bump-heading" className="space-y-2">
      <h3 id="bump-heading" className="text-sm font-semibold">
        Bump
      </h3>
      <div className="flex flex-wrap gap-2">
        {(['forward', 'back'] as const).map((direction) => (
          <Button
            key={direction}
            size="sm"
            variant="outline"
            disabled={!planner}
            onClick={() => void plan(direction)}
          >
            {TITLES[direction]}
          </Button>
        ))}
      </div>
      {problem && <FormAlert>{problem}</FormAlert>}
      {applied && (
        <div className="space-y-1 text-sm" role="status">
          <div className="flex items-center gap-2">
            {movedText(applied.count)}
            <Button size="sm" variant="ghost" onClick={() => void undo(applied)}>
              Undo bump
            </Button>
          </div>
          {applied.staying && <p className="text-muted-foreground">{applied.staying}</p>}
        </div>
      )}
      <Dialog.Root open={preview !== null} onOpenChange={(open) => !open && setPreview(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-lg border border-border bg-background p-6 shadow-lg">
            {preview && (
              <>
                <Dialog.Title className="text-lg font-semibold">
                  {TITLES[preview.direction]}
                </Dialog.Title>
                <Dialog.Description className="text-sm text-muted-foreground">
                  {preview.moves.length}{' '}
                  {preview.moves.length === 1 ? 'lesson moves' : 'lessons move'}.
                  {preview.staying.length > 0 && ` ${stayingText(preview.staying, periodNames)}`}
                </Dialog.Description>
                <table className="w-full text-sm">
                  <thead>
                    <tr className="text-left">
                      <th scope="col">From</th>
                      <th scope="col">To</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.moves.map((move) => (
                      <tr key={move.lessonId}>
                        <td>{describePlace(move.from, periodNames)}</td>
                        <td>{describePlace(move.to, periodNames)}</td>
                      </tr>
                    ))}
                    {preview.staying.map((lesson) => (
                      <tr key={lesson.lessonId}>
                        <td>{describePlace(lesson.place, periodNames)}</td>
                        <td>Stays (no slot left)</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <div className="flex justify-end gap-2">
                  <Dialog.Close asChild>
                    <Button variant="ghost">Cancel</Button>
                  </Dialog.Close>
                  <Button onClick={() => void apply(preview)}>Apply</Button>
                </div>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
