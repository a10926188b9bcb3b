import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { SelectField } from '@/shared/ui/select/select';
import type { ResourceCommands } from '../commands/use-resource-commands';
import { useLinkableLessons } from '../queries/use-linkable-lessons';
import { lessonLabel } from './lesson-label';
import { runResourceCommand, toastRefusal } from './run-resource-command';

/** Link the resource to one of a class's lessons from today on, with Undo in the toast. */
export function LinkToLesson({
  resourceId,
  title,
  userId,
  commands,
  today,
}: {
  resourceId: string;
  title: string;
  userId: string;
  commands: ResourceCommands;
  today: string;
}) {
  const [classId, setClassId] = useState<string | null>(null);
  const [lessonId, setLessonId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const choices = useLinkableLessons(userId, classId, today);

  const link = async () => {
    const lesson = choices?.lessons.find((l) => l.id === lessonId);
    if (!lesson) {
      setProblem(classId === null ? 'Choose a class first.' : 'Choose a lesson to link.');
      return;
    }
    const result = await runResourceCommand(
      () => commands.linkToLesson(resourceId, lesson.id),
      `${title} linked to ${lessonLabel(lesson)}`,
      (linked) =>
        linked.created
          ? {
              label: 'Undo',
              onClick: () =>
                void commands
                  .unlinkFromLesson(lesson.id, linked.linkId)
                  .then((undone) =>
                    undone.ok ? toast.success('Link removed') : toastRefusal(undone),
                  ),
            }
          : undefined,
    );
    setProblem(result.ok ? null : result.message);
    if (result.ok) setLessonId('');
  };

  return (
    <section
      aria-labelledby="link-lesson"
      className="space-y-3 rounded-lg border border-border bg-card p-4"
    >
      <h2 id="link-lesson" className="text-base font-semibold">
        Link to a lesson
      </h2>
      {choices !== undefined && choices.classes.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          You have no classes yet. Add one in Settings → Classes, then plan its lessons.
        </p>
      ) : (
        <>
          <SelectField
            label="Class"
            value={classId ?? ''}
            placeholder="Choose a class…"
            options={(choices?.classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onValueChange={(value) => {
              setClassId(value === '' ? null : value);
              setLessonId('');
            }}
          />
          {classId !== null && choices && choices.lessons.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              This class has no lessons from today on. Generate its term in the planner first.
            </p>
          ) : (
            <SelectField
              label="Upcoming lesson"
              value={lessonId}
              disabled={classId === null}
              placeholder="Choose a lesson…"
              options={(choices?.lessons ?? []).map((lesson) => ({
                value: lesson.id,
                label: lessonLabel(lesson),
              }))}
              onValueChange={setLessonId}
            />
          )}
          <Button variant="outline" onClick={() => void link()}>
            Link
          </Button>
        </>
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
    </section>
  );
}
