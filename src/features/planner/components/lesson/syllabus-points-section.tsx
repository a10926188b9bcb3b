import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import type { LessonCommands } from '../../commands/lessons/use-lesson-commands';
import type { LessonDetails } from '../../queries/lessons/use-lesson-details';
import { runLessonCommand } from './run-lesson-command';
import { SyllabusPointPicker } from './syllabus-point-picker';

/**
 * The lesson's syllabus points: each linked one with its code and text, and the searchable
 * picker over the class's syllabus within its stage or year. A class without a syllabus says
 * where to choose one.
 */
export function SyllabusPointsSection({
  details,
  commands,
}: {
  details: Pick<LessonDetails, 'lesson' | 'syllabus' | 'syllabusPoints' | 'syllabusPointOptions'>;
  commands: LessonCommands;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { lesson, syllabus, syllabusPoints: links } = details;
  const lessonId = lesson.id;

  const link = async (pointId: string, code: string) => {
    const result = await runLessonCommand(() =>
      commands.linkToLesson({ lessonId, kind: 'syllabus_point', targetId: pointId }),
    );
    setProblem(result.ok ? null : result.message);
    if (result.ok) setAnnouncement(`Linked ${code}`);
  };
  const remove = async (linkId: string) => {
    const result = await runLessonCommand(() =>
      commands.unlinkFromLesson({ lessonId, kind: 'syllabus_point', linkId }),
    );
    setProblem(result.ok ? null : result.message);
  };

  return (
    <section aria-label="Syllabus points" className="space-y-2">
      <h3 className="text-sm font-semibold">Syllabus points</h3>
      {links.length > 0 && (
        <ul className="space-y-1">
          {links.map((item) => (
            <li key={item.linkId} className="flex items-start justify-between gap-2 text-sm">
              <span className="min-w-0">
                {item.code && (
                  <span className="mr-2 font-mono text-xs font-semibold">{item.code}</span>
                )}
                <span className="break-words">{item.description}</span>
                {item.retired && (
                  <span className="ml-2 text-xs text-muted-foreground">(retired)</span>
                )}
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${item.label}`}
                onClick={() => void remove(item.linkId)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {syllabus.status === 'ready' ? (
        <>
          <p className="text-xs text-muted-foreground">
            {syllabus.name}
            {syllabus.scope ? ` · ${syllabus.scope}` : ''}
          </p>
          <SyllabusPointPicker
            points={details.syllabusPointOptions}
            attribution={syllabus.attribution}
            onPick={(point) => link(point.id, point.code)}
          />
        </>
      ) : syllabus.status === 'none' ? (
        <p className="text-sm text-muted-foreground">
          {/* No link: leaving the planner here could drop a plan edit still waiting to save. */}
          This class has no syllabus yet. Choose one in Settings › Classes to link its points here.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          This class’s syllabus is not on this device yet; its points appear after the next sync.
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {problem && <FormAlert>{problem}</FormAlert>}
    </section>
  );
}
