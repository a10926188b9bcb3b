import { Outlet } from 'react-router';
import { TabNav } from '@/shared/ui/tab-nav';
import { ANALYTICS_PAGES, PATHS } from '../access/route-paths';

const TABS = ANALYTICS_PAGES.map((page) => ({
  to: `${PATHS.analytics}/${page.slug}`,
  label: page.title,
}));

/** Analytics has its own sub-navigation between its seven pages (spec §2). */
export function AnalyticsLayout() {
  return (
    <div className="flex flex-col gap-6">
      <TabNav label="Analytics" items={TABS} className="border-b border-border" />
      <Outlet />
    </div>
  );
}
