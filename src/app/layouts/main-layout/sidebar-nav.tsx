import { NavLink } from 'react-router';
import { cn } from '@/shared/ui/cn';
import { HELP_NAV, MAIN_NAV, SECONDARY_NAV, type NavItem } from './nav-items';

function NavEntry({
  item,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { Icon } = item;
  return (
    <li>
      <NavLink
        to={item.to}
        onClick={onNavigate}
        title={collapsed ? item.label : undefined}
        className={({ isActive }) =>
          cn(
            'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-muted-foreground',
            'hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
            isActive && 'bg-muted text-foreground',
          )
        }
      >
        <Icon aria-hidden className="size-4 shrink-0" />
        <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
      </NavLink>
    </li>
  );
}

/** The entries, shared by the desktop sidebar and the narrow-screen drawer. */
export function SidebarNav({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const list = (items: readonly NavItem[]) =>
    items.map((item) => (
      <NavEntry key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
    ));
  return (
    <nav
      aria-label="Main"
      data-tour="sidebar-nav"
      className="flex flex-1 flex-col gap-4 overflow-y-auto p-2"
    >
      <ul className="flex flex-col gap-1">{list(MAIN_NAV)}</ul>
      <ul aria-label="Account" className="flex flex-col gap-1 border-t border-border pt-4">
        {list(SECONDARY_NAV)}
      </ul>
      <ul className="mt-auto flex flex-col gap-1">{list([HELP_NAV])}</ul>
    </nav>
  );
}
