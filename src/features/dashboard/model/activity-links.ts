import type {
  ActivityPriority,
  ActivityType,
  RecentActivity,
} from '@/domain/analytics/dashboard-metrics';

/** Each activity type in words, so the list never leans on colour alone. */
export const ACTIVITY_TYPE_LABELS: Readonly<Record<ActivityType, string>> = {
  coverage_gap: 'Coverage gap',
  performance_improvement: 'Performance change',
  resource_added: 'Resource added',
};

export const ACTIVITY_PRIORITY_LABELS: Readonly<Record<ActivityPriority, string>> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

/**
 * Where an activity item leads: a coverage gap to the class's coverage, a performance change to
 * class performance filtered to the class, a new resource to the resources.
 */
export function activityHref(item: RecentActivity): string {
  if (item.type === 'coverage_gap' && item.classId !== null)
    return `/coverage/${encodeURIComponent(item.classId)}`;
  if (item.type === 'performance_improvement' && item.classId !== null)
    return `/analytics/class-performance?${new URLSearchParams({ class: item.classId }).toString()}`;
  if (item.type === 'resource_added') return '/resources';
  return '/analytics';
}
