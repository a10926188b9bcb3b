import { Outlet } from 'react-router';
import { FeedbackChatHost } from '../../feedback/feedback-chat-host';
import { useSyncView } from '../../sync/sync-context';
import { SyncIndicator } from '../../sync/sync-indicator';
import { AppHeader } from './app-header';
import { GuidedTourSlot } from './guided-tour-slot';
import { Sidebar } from './sidebar';
import { useSidebar } from './use-sidebar';

export function MainLayout() {
  const controller = useSidebar();
  const sync = useSyncView();
  return (
    <FeedbackChatHost>
      <div className="flex min-h-dvh">
        <Sidebar controller={controller} />
        <div className="flex min-w-0 flex-1 flex-col">
          <AppHeader
            controller={controller}
            syncStatus={sync ? <SyncIndicator view={sync} /> : undefined}
          />
          {/* pb-20: the page's last row scrolls clear of the floating Feedback button. */}
          <main id="main" className="flex-1 p-4 pb-20 md:p-6 md:pb-20">
            <GuidedTourSlot>
              <Outlet />
            </GuidedTourSlot>
          </main>
        </div>
      </div>
    </FeedbackChatHost>
  );
}
