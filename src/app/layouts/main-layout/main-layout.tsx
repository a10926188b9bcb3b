import { Outlet } from 'react-router';
import { useSyncView } from '../../sync/sync-context';
import { SyncIndicator } from '../../sync/sync-indicator';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { useSidebar } from './use-sidebar';

export function MainLayout() {
  const controller = useSidebar();
  const sync = useSyncView();
  return (
    <div className="flex min-h-dvh">
      <Sidebar controller={controller} />
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader
          controller={controller}
          syncStatus={sync ? <SyncIndicator view={sync} /> : undefined}
        />
        <main id="main" className="flex-1 p-4 md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
