import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { lessonsByDay, type WeekDay, type WeekLesson } from '../../model/week';
import { LessonCard, MemoLessonCard } from './lesson-card';

/** Below this many rows the list renders whole: virtualizing a short list only costs. */
export const VIRTUALIZE_MIN_ROWS = 40;
/** Estimated row height for the virtualizer, in pixels (a card of three lines). */
const LIST_ROW_HEIGHT_PX = 64;
/** First paint in jsdom or before layout: assume a phone-sized viewport. */
const INITIAL_LIST_RECT = { width: 400, height: 640 };

type ListRow =
  | { kind: 'day'; key: string; day: WeekDay; empty: boolean }
  | { kind: 'lesson'; key: string; lesson: WeekLesson };

function listRows(days: readonly WeekDay[], lessons: readonly WeekLesson[]): ListRow[] {
  return lessonsByDay(days, lessons).flatMap(({ day, lessons: dayLessons }) => [
    { kind: 'day' as const, key: day.date, day, empty: dayLessons.length === 0 },
    ...dayLessons.map((lesson) => ({ kind: 'lesson' as const, key: lesson.id, lesson })),
  ]);
}

export type WeekListProps = {
  days: readonly WeekDay[];
  lessons: readonly WeekLesson[];
  memoize: boolean;
  virtualize: boolean;
  overscanRows: number;
  onOpen: (lessonId: string) => void;
};

function Row({
  row,
  memoize,
  onOpen,
}: {
  row: ListRow;
  memoize: boolean;
  onOpen: (id: string) => void;
}) {
  if (row.kind === 'day') {
    return (
      <h2 className="pt-2 text-sm font-semibold">
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

/**
 * The week as a list by day, for phones and portrait tablets. A long list (many lessons, e.g. a
 * filter-free week of a busy teacher) is virtualized when the flag is on: only the rows in view
 * plus `overscanRows` either side are in the DOM. The list is one column, so the columns overscan
 * flag has nothing to act on here.
 */
export function WeekList(props: WeekListProps) {
  const rows = listRows(props.days, props.lessons);
  if (props.virtualize && rows.length >= VIRTUALIZE_MIN_ROWS) {
    return <VirtualWeekList {...props} rows={rows} />;
  }
  return (
    <ul aria-label="Lessons this week" className="space-y-1">
      {rows.map((row) => (
        <li key={row.key}>
          <Row row={row} memoize={props.memoize} onOpen={props.onOpen} />
        </li>
      ))}
    </ul>
  );
}

function VirtualWeekList({
  rows,
  memoize,
  overscanRows,
  onOpen,
}: WeekListProps & { rows: ListRow[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read in render only
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => LIST_ROW_HEIGHT_PX,
    overscan: overscanRows,
    initialRect: INITIAL_LIST_RECT,
  });
  return (
    <div ref={scroller} className="max-h-[70vh] overflow-y-auto">
      <ul
        aria-label="Lessons this week"
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <li
              key={row.key}
              className="absolute inset-x-0"
              style={{ top: item.start, height: item.size }}
            >
              <Row row={row} memoize={memoize} onOpen={onOpen} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
