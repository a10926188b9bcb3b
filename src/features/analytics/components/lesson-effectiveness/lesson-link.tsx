import { Link } from 'react-router';
import { plannerHref } from '@/domain/lessons';

/** A lesson's title opening that lesson's panel in the planner, over its week. */
export function LessonLink({
  lessonId,
  date,
  title,
}: {
  lessonId: string;
  date: string;
  title: string | null;
}) {
  return (
    <Link className="underline underline-offset-4" to={plannerHref({ date, lessonId })}>
      {title === null || title.trim() === '' ? 'Untitled lesson' : title}
    </Link>
  );
}
