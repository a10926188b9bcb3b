import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import type { LessonCommands } from '../../commands/lessons/use-lesson-commands';
import { isMarked, type LessonStatus, type StatusAction } from '@/domain/lessons';
import { STATUS_LABELS } from './lesson-labels';
import { runLessonCommand } from './run-lesson-command';

/** What the status section itself does; completing goes through the reflection form. */
type PanelStatusAction = Exclude<StatusAction, 'complete'>;

const DONE: Record<PanelStatusAction, string> = {
  miss: 'Marked missed',
  unmark: 'Mark undone',
};

/**
 * The lesson's effective status, marking it missed and undoing a mark. Completing is the
 * reflection form's "Complete with reflection" (issue 16: one flow, one write), so a lesson is
 * never completed here without its reflection.
 */
export function LessonStatusActions({
  lessonId,
  stored,
  effective,
  today,
  commands,
}: {
  lessonId: string;
  stored: LessonStatus;
  effective: LessonStatus;
  today: string;
  commands: LessonCommands;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: PanelStatusAction) => {
    const result = await runLessonCommand(() => commands.markLesson({ lessonId, action, today }));
    setProblem(result.ok ? null : result.message);
    if (result.ok) toast.success(DONE[action]);
  };
  const marked = isMarked(stored);
  return (
    <section aria-labelledby="lesson-status-heading" className="space-y-2">
      <h3 id="lesson-status-heading" className="text-sm font-semibold">
        Status: <span className="font-normal">{STATUS_LABELS[effective]}</span>
      </h3>
      <div className="flex flex-wrap gap-2">
        {stored !== 'MISSED' && (
          <Button size="sm" variant="outline" onClick={() => void run('miss')}>
            Mark missed
          </Button>
        )}
        {marked && (
          <Button size="sm" variant="ghost" onClick={() => void run('unmark')}>
            Undo mark
          </Button>
        )}
      </div>
      {problem && <FormAlert>{problem}</FormAlert>}
    </section>
  );
}
