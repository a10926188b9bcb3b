import { Outlet } from 'react-router';
import { TabNav } from '@/shared/ui/tab-nav';
import { ANALYTICS_PAGES, PATHS } from '../access/route-paths';

const TABS = ANALYTICS_PAGES.map((page) => ({
  to: `${PATHS.analytics}/${page.slug}`,
  label: page.title,
}));

/**
 * Analytics has its own sub-navigation between its seven pages (spec §2). The tabs keep the URL's
 * query: the filter is one for every page, so switching pages keeps the view.
 */
export function AnalyticsLayout() {
  return (
    <div className="flex flex-col gap-6">
      <div data-tour="analytics-tabs">
        <TabNav label="Analytics" items={TABS} keepSearch className="border-b border-border" />
      </div>
      <Outlet />
    </div>
  );
}
