import {
  BarChart3,
  BookOpen,
  CalendarDays,
  CircleHelp,
  LayoutDashboard,
  Library,
  Settings,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { PATHS } from '../../access/route-paths';

export type NavItem = { label: string; to: string; Icon: LucideIcon };

/** Spec §2 order: main entries, then Settings and Profile as secondary entries, then Help. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: PATHS.dashboard, Icon: LayoutDashboard },
  { label: 'Planner', to: PATHS.planner, Icon: CalendarDays },
  { label: 'Analytics', to: PATHS.analytics, Icon: BarChart3 },
  { label: 'Resources', to: PATHS.resources, Icon: Library },
  { label: 'Programs', to: PATHS.programs, Icon: BookOpen },
];

export const SECONDARY_NAV: readonly NavItem[] = [
  { label: 'Settings', to: PATHS.settings, Icon: Settings },
  { label: 'Profile', to: PATHS.profile, Icon: UserRound },
];

export const HELP_NAV: NavItem = { label: 'Help', to: PATHS.help, Icon: CircleHelp };
