import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { plannerHref } from '@/domain/lessons';
import { countOf, formatShortDay, formatTimeRange } from '../model/dashboard-format';
import type { NeedsReflection, ReflectionRow } from '../model/needs-reflection';
import { CARD_LINK_CLASS, DashboardCard } from './dashboard-card';

/**
 * Lessons whose day has passed without a mark, newest first. Each is one click from its panel in
 * the planner, where the reflection form is; the rest are counted and lead to the planner filtered
 * to them.
 */
export function NeedsReflectionSection({ reflection }: { reflection: NeedsReflection }) {
  const { shown, more, total, firstHiddenDate } = reflection;
  return (
    <DashboardCard title="Needs reflection">
      {total === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing waiting: every past lesson is marked taught or missed.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {countOf(total, 'past lesson')} not yet marked taught or missed. Open one to record how
            it went.
          </p>
          <ul aria-label="Lessons needing reflection" className="divide-y divide-border">
            {shown.map((row) => (
              <li key={row.id}>
                <ReflectionLink row={row} />
              </li>
            ))}
          </ul>
          {more > 0 && firstHiddenDate !== null && (
            <Link
              className={CARD_LINK_CLASS}
              to={plannerHref({ date: firstHiddenDate, statuses: ['PENDING_REFLECTION'] })}
            >
              {countOf(more, 'more lesson')} waiting
            </Link>
          )}
        </>
      )}
    </DashboardCard>
  );
}

function ReflectionLink({ row }: { row: ReflectionRow }) {
  const time = formatTimeRange(row.startTime, row.endTime);
  return (
    <Link
      to={plannerHref({ date: row.date, lessonId: row.id })}
      className="flex items-center gap-3 rounded-sm px-1 py-2 hover:bg-muted"
    >
      <span className="w-24 shrink-0 text-sm tabular-nums">
        <span className="block font-medium">{formatShortDay(row.date)}</span>
        {time && <span className="block text-xs text-muted-foreground">{time}</span>}
      </span>
      <span className="min-w-0 flex-1 text-sm">
        <span className="block truncate font-medium">{row.className}</span>
        <span className="block truncate text-muted-foreground">
          {row.title ?? 'Lesson with no plan'}
        </span>
      </span>
      <span className="flex shrink-0 items-center gap-0.5 text-sm font-medium">
        Reflect
        <ChevronRight aria-hidden className="size-4" />
      </span>
    </Link>
  );
}
