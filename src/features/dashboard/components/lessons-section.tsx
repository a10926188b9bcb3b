import { Link } from 'react-router';
import type { PlanningCalendar } from '@/domain/calendar';
import { plannerHref } from '@/domain/lessons';
import { countOf, formatLongDay, formatNearDay } from '../model/dashboard-format';
import {
  cycleDayName,
  lessonTimings,
  noLessonsReason,
  type DayLessonRow,
} from '../model/day-lessons';
import { CARD_LINK_CLASS, DashboardCard } from './dashboard-card';
import { DayLessonList } from './day-lesson-list';

/**
 * Today's lessons and the next day that has any. On a day without lessons it says why (a weekend,
 * a closure, a holiday) and the next day's lessons carry the card.
 */
export function LessonsSection({
  today,
  time,
  lessons,
  nextDay,
  calendar,
}: {
  today: string;
  /** 'HH:MM' on the device, to mark the lesson under way and the next. */
  time: string;
  lessons: readonly DayLessonRow[];
  nextDay: { date: string; lessons: readonly DayLessonRow[] } | null;
  calendar: PlanningCalendar;
}) {
  return (
    <DashboardCard
      title="Today's lessons"
      action={
        <Link className={CARD_LINK_CLASS} to={plannerHref({ date: today })}>
          Open this week
        </Link>
      }
    >
      {lessons.length > 0 ? (
        <DayLessonList
          label="Lessons today"
          lessons={lessons}
          timings={lessonTimings(lessons, time)}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          No lessons today. {noLessonsReason(calendar, today) ?? ''}
        </p>
      )}
      {nextDay ? (
        <NextDay date={nextDay.date} lessons={nextDay.lessons} calendar={calendar} />
      ) : (
        <p className="text-sm text-muted-foreground">
          No lessons after today yet: generate the rest of the term in the{' '}
          <Link className="underline underline-offset-4" to="/planner">
            planner
          </Link>
          .
        </p>
      )}
    </DashboardCard>
  );
}

function NextDay({
  date,
  lessons,
  calendar,
}: {
  date: string;
  lessons: readonly DayLessonRow[];
  calendar: PlanningCalendar;
}) {
  const cycleDay = cycleDayName(calendar, date);
  return (
    <div className="space-y-1 border-t border-border pt-3">
      <h3 className="text-sm font-semibold">
        Next: {formatNearDay(date)}
        {cycleDay && <span className="font-normal text-muted-foreground"> · {cycleDay}</span>}
        <span className="font-normal text-muted-foreground">
          {' '}
          · {countOf(lessons.length, 'lesson')}
        </span>
      </h3>
      <DayLessonList label={`Lessons on ${formatLongDay(date)}`} lessons={lessons} />
    </div>
  );
}
