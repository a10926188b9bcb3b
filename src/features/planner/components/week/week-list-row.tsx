import { lessonsByDay, type WeekDay, type WeekLesson } from '../../model/week';
import { LessonCard, MemoLessonCard } from './lesson-card';

/** The list view's rows: a heading per day, then that day's lessons. */
export type ListRow =
  | { kind: 'day'; key: string; day: WeekDay; empty: boolean }
  | { kind: 'lesson'; key: string; lesson: WeekLesson };

export function listRows(days: readonly WeekDay[], lessons: readonly WeekLesson[]): ListRow[] {
  return lessonsByDay(days, lessons).flatMap(({ day, lessons: dayLessons }) => [
    { kind: 'day' as const, key: day.date, day, empty: dayLessons.length === 0 },
    ...dayLessons.map((lesson) => ({ kind: 'lesson' as const, key: lesson.id, lesson })),
  ]);
}

export function Row({
  row,
  memoize,
  onOpen,
  today,
}: {
  row: ListRow;
  memoize: boolean;
  onOpen: (id: string) => void;
  /** YYYY-MM-DD: that day's heading is marked (aria-current="date"). */
  today?: string;
}) {
  if (row.kind === 'day') {
    const isToday = row.day.date === today;
    return (
      <h2
        className={`pt-2 text-sm font-semibold ${isToday ? 'text-primary' : ''}`}
        aria-current={isToday ? 'date' : undefined}
      >
        {isToday && 'Today · '}
        {row.day.weekday} {row.day.label.slice(4)}
        {row.day.cycleDayName && ` · ${row.day.cycleDayName}`}
        {row.day.closedReason && ` · ${row.day.closedReason}`}
        {row.empty && row.day.teaching && ' · no lessons'}
      </h2>
    );
  }
  const Card = memoize ? MemoLessonCard : LessonCard;
  const { lesson } = row;
  return (
    <Card
      id={lesson.id}
      className={lesson.className}
      classColour={lesson.classColour}
      title={lesson.title}
      status={lesson.status}
      onOpen={onOpen}
    />
  );
}

export type WeekListProps = {
  days: readonly WeekDay[];
  lessons: readonly WeekLesson[];
  memoize: boolean;
  virtualize: boolean;
  overscanRows: number;
  onOpen: (lessonId: string) => void;
  today?: string;
};
