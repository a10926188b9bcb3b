import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { plannerHref } from '@/domain/lessons';
import { formatIsoDate } from '@/shared/lib/dates/iso-date';
import { formatDay } from '@/shared/lib/format/figures';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { SelectField } from '@/shared/ui/select/select';
import type { ResourceCommands } from '../commands/use-resource-commands';
import type { ResourceLesson } from '../queries/use-resource-detail';
import { useLinkableLessons, type LessonChoice } from '../queries/use-linkable-lessons';
import { usedInLabel } from './resource-entry';
import { runResourceCommand, toastRefusal } from './run-resource-command';

const time = (value: string | null) => (value === null ? '' : ` ${value.slice(0, 5)}`);
const lessonLabel = (lesson: Pick<LessonChoice, 'date' | 'startTime' | 'title'>) =>
  `${formatDay(lesson.date)}${time(lesson.startTime)}${lesson.title ? ` · ${lesson.title}` : ''}`;

/** "Used in N lessons" with each lesson (opening the planner at its week), and linking one more. */
export function ResourceLessons({
  resourceId,
  title,
  lessons,
  userId,
  commands,
  now,
}: {
  resourceId: string;
  title: string;
  lessons: ResourceLesson[];
  userId: string;
  commands: ResourceCommands | null;
  now: () => Date;
}) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="used-in" className="space-y-2">
        <h2 id="used-in" className="text-base font-semibold">
          {usedInLabel(lessons.length)}
        </h2>
        {lessons.length > 0 && (
          <ul className="space-y-1 text-sm">
            {lessons.map((lesson) => (
              <li key={lesson.lessonId}>
                <Link
                  className="text-primary underline-offset-2 hover:underline"
                  to={plannerHref({
                    date: lesson.date,
                    classIds: [lesson.classId],
                    lessonId: lesson.lessonId,
                  })}
                >
                  {lesson.className} · {lessonLabel(lesson)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {commands && (
        <LinkToLesson
          resourceId={resourceId}
          title={title}
          userId={userId}
          commands={commands}
          today={formatIsoDate(now())}
        />
      )}
    </div>
  );
}

function LinkToLesson({
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
