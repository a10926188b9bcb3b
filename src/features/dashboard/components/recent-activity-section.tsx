import { Link } from 'react-router';
import type { ActivityPriority, RecentActivity } from '@/domain/analytics/dashboard-metrics';
import { cn } from '@/shared/ui/cn';
import {
  ACTIVITY_PRIORITY_LABELS,
  ACTIVITY_TYPE_LABELS,
  activityHref,
} from '../model/activity-links';
import { formatShortDay } from '../model/dashboard-format';
import { DashboardCard } from './dashboard-card';

const PRIORITY_CLASSES: Record<ActivityPriority, string> = {
  high: 'border-red-700/40 text-red-800 dark:border-red-400/50 dark:text-red-300',
  medium: 'border-amber-700/40 text-amber-800 dark:border-amber-400/50 dark:text-amber-300',
  low: 'border-border text-muted-foreground',
};

/**
 * The engine's recent activity: coverage gaps, changes in lesson ratings, new resources. Type and
 * priority are written out (colour only repeats them), and each item leads where it is acted on.
 */
export function RecentActivitySection({ activity }: { activity: readonly RecentActivity[] }) {
  return (
    <DashboardCard title="Recent activity">
      {activity.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing new in the last 28 days. Gaps in syllabus coverage, changes in how your lessons
          are rated and resources you add show here.
        </p>
      ) : (
        <ul aria-label="Recent activity" className="divide-y divide-border">
          {activity.map((item) => (
            <li key={`${item.type}|${item.classId ?? item.resourceId ?? ''}|${item.date}`}>
              <ActivityItem item={item} />
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

function ActivityItem({ item }: { item: RecentActivity }) {
  return (
    <div className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2">
      <div className="min-w-0 flex-1 basis-64 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <span className="font-medium">{ACTIVITY_TYPE_LABELS[item.type]}</span>
          <span className={cn('rounded-sm border px-1.5 py-0.5', PRIORITY_CLASSES[item.priority])}>
            {ACTIVITY_PRIORITY_LABELS[item.priority]}
          </span>
          <span className="text-muted-foreground">{formatShortDay(item.date)}</span>
        </p>
        <Link
          to={activityHref(item)}
          className="block text-sm font-medium break-words underline-offset-4 hover:underline"
        >
          {item.title}
        </Link>
        <p className="text-sm text-muted-foreground">{item.detail}</p>
      </div>
    </div>
  );
}
