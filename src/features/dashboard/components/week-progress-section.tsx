import { Link } from 'react-router';
import { plannerHref } from '@/domain/lessons';
import { countOf, formatShortDay } from '../model/dashboard-format';
import type { WeekProgress } from '../model/week-progress';
import { CARD_LINK_CLASS, DashboardCard } from './dashboard-card';

/** This week's lessons planned against unplanned: a bar, the numbers, and the way to the rest. */
export function WeekProgressSection({ week, today }: { week: WeekProgress; today: string }) {
  const unplannedHref = plannerHref({ date: today, statuses: ['UNPLANNED'] });
  const summary = `${week.planned} of ${countOf(week.total, 'lesson')} planned`;
  return (
    <DashboardCard
      title="This week's planning"
      action={
        <span className="text-sm text-muted-foreground">
          {formatShortDay(week.weekStart)} – {formatShortDay(week.weekEnd)}
        </span>
      }
    >
      {week.total === 0 ? (
        <p className="text-sm text-muted-foreground">
          No lessons this week. Generate them from your timetable in the{' '}
          <Link className="underline underline-offset-4" to={plannerHref({ date: today })}>
            planner
          </Link>
          .
        </p>
      ) : (
        <>
          <div
            role="progressbar"
            aria-label="Lessons planned this week"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={week.plannedPercent}
            aria-valuetext={`${week.plannedPercent}%, ${summary}`}
            className="h-3 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary" style={{ width: `${week.plannedPercent}%` }} />
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <Figure term="Planned" value={week.planned} swatch="bg-primary" />
            <Figure term="Unplanned" value={week.unplanned} swatch="bg-muted" />
            <Figure term="Lessons" value={week.total} />
          </dl>
          <p className="text-sm">
            {week.stillToPlan > 0 ? (
              <Link className={CARD_LINK_CLASS} to={unplannedHref}>
                Plan the {countOf(week.stillToPlan, 'unplanned lesson')} still to come
              </Link>
            ) : week.unplanned > 0 ? (
              <>
                <span className="text-muted-foreground">
                  Every lesson still to come is planned.{' '}
                </span>
                <Link className={CARD_LINK_CLASS} to={unplannedHref}>
                  Open the week
                </Link>
              </>
            ) : (
              <span className="text-muted-foreground">Every lesson this week is planned.</span>
            )}
          </p>
        </>
      )}
    </DashboardCard>
  );
}

function Figure({ term, value, swatch }: { term: string; value: number; swatch?: string }) {
  return (
    <div className="rounded-md border border-border p-2">
      <dt className="flex items-center gap-1.5 text-muted-foreground">
        {swatch && (
          <span aria-hidden className={`size-2.5 rounded-full border border-border ${swatch}`} />
        )}
        {term}
      </dt>
      <dd className="text-xl font-semibold tabular-nums">{value.toLocaleString()}</dd>
    </div>
  );
}
