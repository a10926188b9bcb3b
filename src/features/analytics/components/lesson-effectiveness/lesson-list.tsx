import type { LessonEffectiveness } from '@/domain/analytics';
import { REFLECTION_LABELS } from '@/domain/lessons';
import { formatDay } from '@/shared/lib/format/figures';
import { AnalyticsTable, TABLE_ROWS_SHOWN, type AnalyticsColumn } from '../table/analytics-table';
import { LessonLink } from './lesson-link';

const rating = (value: number | null) => (value === null ? '—' : `${String(value)} / 5`);

const LESSON_COLUMNS: readonly AnalyticsColumn<LessonEffectiveness>[] = [
  {
    id: 'date',
    header: 'Date',
    value: (l) => l.date,
    cell: (l) => <span className="whitespace-nowrap">{formatDay(l.date)}</span>,
  },
  { id: 'class', header: 'Class', value: (l) => l.className },
  {
    id: 'title',
    header: 'Lesson',
    value: (l) => l.title,
    cell: (l) => <LessonLink lessonId={l.lessonId} date={l.date} title={l.title} />,
    rowHeader: true,
  },
  { id: 'method', header: REFLECTION_LABELS.teaching_method_id, value: (l) => l.teachingMethod },
  {
    id: 'effectiveness',
    header: REFLECTION_LABELS.effectiveness_rating,
    value: (l) => l.effectivenessRating,
    cell: (l) => rating(l.effectivenessRating),
    numeric: true,
  },
  {
    id: 'satisfaction',
    header: REFLECTION_LABELS.teacher_satisfaction_score,
    value: (l) => l.teacherSatisfactionScore,
    cell: (l) => rating(l.teacherSatisfactionScore),
    numeric: true,
  },
  {
    id: 'own-effectiveness',
    header: REFLECTION_LABELS.teacher_effectiveness_rating,
    value: (l) => l.teacherEffectivenessRating,
    cell: (l) => rating(l.teacherEffectivenessRating),
    numeric: true,
  },
  {
    id: 'follow-up',
    header: REFLECTION_LABELS.follow_up_required,
    value: (l) => (l.followUpRequired ? 'Yes' : null),
  },
];

/** Every rated lesson in the view, newest first, sortable; each opens in the planner. */
export function LessonList({ lessons }: { lessons: readonly LessonEffectiveness[] }) {
  return (
    <section aria-labelledby="lesson-list" className="space-y-3">
      <h2 id="lesson-list" className="text-lg font-semibold">
        Rated lessons
      </h2>
      <AnalyticsTable
        limit={TABLE_ROWS_SHOWN}
        caption="Rated lessons"
        noun="rated lesson"
        rows={lessons}
        columns={LESSON_COLUMNS}
        rowKey={(l) => l.lessonId}
        fileName="lesson-effectiveness.csv"
        initialSort={{ columnId: 'date', direction: 'descending' }}
        captionShown={false}
      />
    </section>
  );
}
