import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { REFLECTION_LABELS } from '@/domain/lessons';
import type { FollowUpLesson } from '../../model/lesson-effectiveness-follow-ups';
import { STATUS_LABELS } from '../../model/filter/filter-labels';
import { formatDay } from '@/shared/lib/format/figures';
import { AnalyticsTable, TABLE_ROWS_SHOWN, type AnalyticsColumn } from '../table/analytics-table';
import { LessonLink } from './lesson-link';

/** The overview's "See the lessons" lands here: `#follow-ups`. */
export const FOLLOW_UPS_ID = 'follow-ups';

const FOLLOW_UP_COLUMNS: readonly AnalyticsColumn<FollowUpLesson>[] = [
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
  { id: 'status', header: 'Status', value: (l) => STATUS_LABELS[l.status] },
  {
    id: 'notes',
    header: REFLECTION_LABELS.follow_up_notes,
    value: (l) => l.notes,
    cell: (l) =>
      l.notes === null || l.notes.trim() === '' ? (
        <span className="text-muted-foreground">No notes</span>
      ) : (
        <span className="whitespace-pre-line">{l.notes}</span>
      ),
  },
];

/**
 * Lessons the teacher flagged for a follow-up, with their notes. The section is the target of
 * `#follow-ups`: the page's figures appear after the replica opens, later than the browser looks
 * for the anchor, so the section scrolls itself into view when the URL names it.
 */
export function FollowUpsRequired({ lessons }: { lessons: readonly FollowUpLesson[] }) {
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView; a browser always has it. scroll-mt keeps the heading clear of
    // the sticky app header.
    if (hash === `#${FOLLOW_UPS_ID}`) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return (
    <section
      ref={sectionRef}
      id={FOLLOW_UPS_ID}
      aria-labelledby="follow-ups-heading"
      className="scroll-mt-20 space-y-3"
    >
      <h2 id="follow-ups-heading" className="text-lg font-semibold">
        Follow-ups required
      </h2>
      {lessons.length === 0 ? (
        <p className="max-w-xl rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          No lesson in this view needs a follow-up. When a lesson leaves something to revisit, tick
          “Follow-up required” in its reflection in the planner and note what to do: it is listed
          here.
        </p>
      ) : (
        <AnalyticsTable
          limit={TABLE_ROWS_SHOWN}
          caption="Lessons needing a follow-up"
          noun="lesson"
          rows={lessons}
          columns={FOLLOW_UP_COLUMNS}
          rowKey={(l) => l.lessonId}
          fileName="follow-ups-required.csv"
          initialSort={{ columnId: 'date', direction: 'descending' }}
        />
      )}
    </section>
  );
}
