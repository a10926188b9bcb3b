import { useServerQuery, type ServerRead } from '@/shared/lib/query/use-server-query';
import {
  useDevActions,
  type DevDashboardStats,
  type DevFeedbackReport,
  type DevInvitation,
  type DevPage,
  type DevSchoolDetail,
  type DevSchoolSummary,
  type DevUser,
  type FeedbackStatusFilter,
  type HealthSnapshot,
  type InvitationStatusFilter,
  type SyncActivity,
} from '../api/dev-actions';
import {
  parseKeptActivity,
  parseKeptDashboard,
  parseKeptFeedback,
  parseKeptHealth,
  parseKeptInvitations,
  parseKeptSchool,
  parseKeptSchools,
  parseKeptUsers,
} from '../model/kept-dev-answers';
import { devKeys } from './dev-keys';

/** Rows per page of every developer list. */
export const DEV_PAGE_SIZE = 25;

/**
 * Only the first page of a list with no search is kept for offline use: it is what a page opens
 * with; a search typed letter by letter or page 7 would only crowd the store.
 */
const keptWhen = <T>(first: boolean, parse: (stored: unknown) => T | null) =>
  first ? parse : undefined;

export function useDashboardStats(): ServerRead<DevDashboardStats> {
  const actions = useDevActions();
  return useServerQuery({
    key: devKeys.dashboard(),
    load: () => actions.dashboardStats(),
    preset: 'shortLived',
    keep: parseKeptDashboard,
  });
}

export function useSchoolsPage(search: string, after: string | null) {
  const actions = useDevActions();
  return useServerQuery<DevPage<DevSchoolSummary>>({
    key: devKeys.schools(search, after),
    load: () => actions.listSchools({ search, after, limit: DEV_PAGE_SIZE }),
    preset: 'mediumLived',
    keepPrevious: true,
    keep: keptWhen(search === '' && after === null, parseKeptSchools),
  });
}

export function useSchoolDetail(schoolId: string): ServerRead<DevSchoolDetail> {
  const actions = useDevActions();
  return useServerQuery({
    key: devKeys.school(schoolId),
    load: () => actions.schoolDetail(schoolId),
    preset: 'shortLived',
    keep: parseKeptSchool,
    // The page shows an unknown school in the catalogue's words.
    notify: false,
  });
}

export function useUsersPage(search: string, after: string | null) {
  const actions = useDevActions();
  return useServerQuery<DevPage<DevUser>>({
    key: devKeys.users(search, after),
    load: () => actions.listUsers({ search, after, limit: DEV_PAGE_SIZE }),
    preset: 'shortLived',
    keepPrevious: true,
    keep: keptWhen(search === '' && after === null, parseKeptUsers),
  });
}

export function useInvitationsPage(
  status: InvitationStatusFilter,
  search: string,
  after: string | null,
) {
  const actions = useDevActions();
  return useServerQuery<DevPage<DevInvitation>>({
    key: devKeys.invitations(status, search, after),
    load: () => actions.listInvitations({ status, search, after, limit: DEV_PAGE_SIZE }),
    preset: 'shortLived',
    keepPrevious: true,
    keep: keptWhen(search === '' && after === null, parseKeptInvitations),
  });
}

/** Spec §9: the health snapshot every 30 s (realTime), paused while the tab is hidden. */
export function useHealthSnapshot(): ServerRead<HealthSnapshot> {
  const actions = useDevActions();
  return useServerQuery({
    key: devKeys.health(),
    load: () => actions.healthSnapshot(),
    preset: 'realTime',
    keep: parseKeptHealth,
  });
}

export function useSyncActivity(hours: number): ServerRead<SyncActivity> {
  const actions = useDevActions();
  return useServerQuery({
    key: devKeys.activity(hours),
    load: () => actions.syncActivity({ hours }),
    // Hourly counters: a minute-old answer is as good as a new one.
    preset: 'shortLived',
    keepPrevious: true,
    keep: parseKeptActivity,
  });
}

export function useFeedbackPage(status: FeedbackStatusFilter, after: string | null) {
  const actions = useDevActions();
  return useServerQuery<DevPage<DevFeedbackReport>>({
    key: devKeys.feedback(status, after),
    load: () => actions.listFeedback({ status, after, limit: DEV_PAGE_SIZE }),
    preset: 'shortLived',
    keepPrevious: true,
    keep: keptWhen(after === null, parseKeptFeedback),
  });
}
