import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { plannerHref } from '@/domain/lessons';
import { formatIsoDate } from '@/shared/lib/dates/iso-date';
import type { ResourceCommands } from '../commands/use-resource-commands';
import type { ResourceLesson } from '../queries/use-resource-detail';
import { lessonLabel } from './lesson-label';
import { usedInLabel } from './resource-entry';

/** Its two selects load with it, after the detail (resources route budget). */
const LinkToLesson = lazy(() =>
  import('./link-to-lesson').then((module) => ({ default: module.LinkToLesson })),
);

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
        <Suspense fallback={null}>
          <LinkToLesson
            resourceId={resourceId}
            title={title}
            userId={userId}
            commands={commands}
            today={formatIsoDate(now())}
          />
        </Suspense>
      )}
    </div>
  );
}
