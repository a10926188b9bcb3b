import { PanelLeft, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import { useSession } from '@/shared/lib/session/session-context';
import { Button } from '@/shared/ui/button';
import { UserMenuSlot } from '../user-menu-slot';
import type { SidebarController } from './use-sidebar';

function OfflineIndicator() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <span
      role="status"
      className="inline-flex items-center gap-1.5 rounded-full bg-warning px-2.5 py-1 text-xs font-medium text-warning-foreground"
    >
      <WifiOff aria-hidden className="size-3.5" />
      Offline — changes are kept on this device
    </span>
  );
}

const ROLE_NAMES = { OWNER: 'Owner', ADMIN: 'Admin', TEACHER: 'Teacher', VIEWER: 'Viewer' };

/** Where the user plans: their school and role, or solo work. */
function SchoolLabel() {
  const session = useSession();
  if (session.status !== 'signed-in' || session.user.isDeveloper) return null;
  const { schoolName, role } = session.user;
  return (
    <span data-testid="current-school" className="truncate text-sm text-muted-foreground">
      {schoolName ? (
        <>
          <span className="font-medium text-foreground">{schoolName}</span>
          {role && <span> · {ROLE_NAMES[role]}</span>}
        </>
      ) : (
        'Working solo'
      )}
    </span>
  );
}

/**
 * `syncStatus` is the slot the sync engine's indicator fills; it says "Offline" itself, so the
 * plain offline badge shows only when no engine reports (no backend yet).
 */
export function AppHeader({
  controller,
  syncStatus,
}: {
  controller: SidebarController;
  syncStatus?: ReactNode;
}) {
  const expanded = controller.isDrawer ? controller.drawerOpen : controller.open;
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-background/95 px-3 backdrop-blur">
      <Button
        variant="ghost"
        size="icon"
        onClick={controller.toggle}
        aria-label="Toggle sidebar"
        data-tour="sidebar-toggle"
        aria-expanded={expanded}
        title="Toggle sidebar (Ctrl+B)"
      >
        <PanelLeft aria-hidden className="size-4" />
      </Button>
      <SchoolLabel />
      <div className="ml-auto flex items-center gap-3">
        {syncStatus ? null : <OfflineIndicator />}
        <div data-slot="sync-status" data-tour="sync-status">
          {syncStatus}
        </div>
        <div data-tour="user-menu" className="flex">
          <UserMenuSlot />
        </div>
      </div>
    </header>
  );
}
