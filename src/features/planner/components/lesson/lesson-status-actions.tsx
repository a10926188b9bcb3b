import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import type { LessonCommands } from '../../commands/lessons/use-lesson-commands';
import { isMarked, type LessonStatus, type StatusAction } from '@/domain/lessons';
import { STATUS_LABELS } from './lesson-labels';
import { runLessonCommand } from './run-lesson-command';

const DONE: Record<StatusAction, string> = {
  complete: 'Marked completed',
  miss: 'Marked missed',
  unmark: 'Mark undone',
};

/** The lesson's effective status, and marking it completed or missed (or undoing the mark). */
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
  const run = async (action: StatusAction) => {
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
        {stored !== 'COMPLETED' && (
          <Button size="sm" variant="outline" onClick={() => void run('complete')}>
            Mark completed
          </Button>
        )}
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
