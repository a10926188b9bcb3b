import { Link } from 'react-router';
import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import { MetricCard } from '@/shared/ui/metric-card';
import { PageHeading } from '@/shared/ui/page-heading';
import type { DevDashboardStats } from '../api/dev-actions';
import { useDashboardStats } from '../queries/use-dev-reads';
import { DEV_PATHS } from './dev-paths';
import { DevQueryScope } from './frame/dev-query-scope';
import { ServerReadView } from './frame/server-read-view';
import { formatCount } from './format-dev';
import { formatLatency } from './monitoring/health-words';

const LINK = 'text-sm text-primary underline-offset-4 hover:underline';

/** /dev/dashboard: the product at a glance, each figure leading to where it is dealt with. */
export function DevDashboardPage() {
  return (
    <DevQueryScope>
      <PageHeading title="Developer dashboard" />
      <Dashboard />
    </DevQueryScope>
  );
}

function Dashboard() {
  const read = useDashboardStats();
  return (
    <ServerReadView read={read} what="the figures">
      {(stats) => <Figures stats={stats} />}
    </ServerReadView>
  );
}

function Figures({ stats }: { stats: DevDashboardStats }) {
  const since = `since ${formatLocalDateTime(stats.todayStartedAt)}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <MetricCard label="Schools" value={formatCount(stats.schools)}>
        {stats.schools === 0 ? (
          <Link className={LINK} to={DEV_PATHS.createSchool}>
            No schools yet: create the first one
          </Link>
        ) : (
          <Link className={LINK} to={DEV_PATHS.schools}>
            See the schools
          </Link>
        )}
      </MetricCard>
      <MetricCard label="Users" value={formatCount(stats.users)}>
        <Link className={LINK} to={DEV_PATHS.users}>
          See the users
        </Link>
      </MetricCard>
      <MetricCard
        label="Devices active in the last 24 hours"
        value={formatCount(stats.activeDevices24h)}
      />
      <MetricCard label="Open feedback" value={formatCount(stats.openFeedback)}>
        <Link className={LINK} to={`${DEV_PATHS.monitoring}#feedback`}>
          {stats.newFeedback > 0
            ? `${formatCount(stats.newFeedback)} new: triage them`
            : 'See the inbox'}
        </Link>
      </MetricCard>
      <MetricCard label="Pushes today" value={formatCount(stats.pushesToday)}>
        <p className="text-xs text-muted-foreground">{since}</p>
      </MetricCard>
      <MetricCard label="Pulls today" value={formatCount(stats.pullsToday)}>
        <p className="text-xs text-muted-foreground">{since}</p>
      </MetricCard>
      <MetricCard label="Rejections today" value={formatCount(stats.rejectionsToday)}>
        <p className="text-xs text-muted-foreground">Changes the server refused, {since}</p>
      </MetricCard>
      <MetricCard label="Health" value={formatLatency(stats.health.dbLatencyMs)}>
        <p className="text-xs text-muted-foreground">
          Database round trip, checked {formatLocalDateTime(stats.health.checkedAt)}
        </p>
        <Link className={LINK} to={DEV_PATHS.monitoring}>
          Monitoring
        </Link>
      </MetricCard>
    </div>
  );
}
