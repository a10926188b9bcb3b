import type { FeedbackStatusFilter, InvitationStatusFilter } from '../api/dev-actions';

/** Every developer read starts with this: a change made here asks all of them again. */
export const DEV_QUERY_ROOT = ['dev'] as const;

/**
 * The query keys of the developer area, in one place so pages and writes agree. A key is also the
 * name its kept answer is stored under (JSON), so its parts are built in a fixed order.
 */
export const devKeys = {
  dashboard: () => ['dev', 'dashboard'] as const,
  schools: (search: string, after: string | null) => ['dev', 'schools', { search, after }] as const,
  school: (schoolId: string) => ['dev', 'school', schoolId] as const,
  users: (search: string, after: string | null) => ['dev', 'users', { search, after }] as const,
  invitations: (status: InvitationStatusFilter, search: string, after: string | null) =>
    ['dev', 'invitations', { status, search, after }] as const,
  health: () => ['dev', 'health'] as const,
  activity: (hours: number) => ['dev', 'activity', hours] as const,
  feedback: (status: FeedbackStatusFilter, after: string | null) =>
    ['dev', 'feedback', { status, after }] as const,
};
