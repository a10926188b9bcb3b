import { Outlet } from 'react-router';
import { TabNav } from '@/shared/ui/tab-nav';
import { DEV_PAGES, PATHS } from '../access/route-paths';
import { FeedbackChatHost } from '../feedback/feedback-chat-host';
import { DeviceMaintenanceProvider } from '../sync/device-maintenance-provider';
import { UserMenuSlot } from './user-menu-slot';
import { BrandLink } from './brand-link';

const TABS = DEV_PAGES.map((page) => ({ to: `${PATHS.dev}/${page.slug}`, label: page.title }));

/** The developer area's own layout: a top bar, so it never looks like a teacher's planner. */
export function DevLayout() {
  return (
    <FeedbackChatHost>
      <div className="flex min-h-dvh flex-col">
        <header className="border-b border-border bg-sidebar">
          <div className="flex h-14 items-center gap-3 px-4">
            <BrandLink to={PATHS.dev} />
            <span className="rounded bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
              Developer
            </span>
            <div className="ml-auto">
              <UserMenuSlot />
            </div>
          </div>
          <TabNav label="Developer" items={TABS} className="px-2" />
        </header>
        {/* pb-20: the page's last row scrolls clear of the floating Feedback button. */}
        <main id="main" className="flex-1 p-4 pb-20 md:p-6 md:pb-20">
          {/* The debug page's repairs over this device's sync (a few lines; no engine code). */}
          <DeviceMaintenanceProvider>
            <Outlet />
          </DeviceMaintenanceProvider>
        </main>
      </div>
    </FeedbackChatHost>
  );
}
