import { NavLink, useLocation } from 'react-router';
import { cn } from './cn';

export type TabNavItem = { to: string; label: string };

/**
 * A row of route tabs, for an area's own sub-navigation. It wraps rather than scrolls: on a
 * portrait tablet the analytics tabs do not fit one line, and a tab cut off at the edge is missed.
 */
export function TabNav({
  label,
  items,
  className,
  keepSearch = false,
}: {
  label: string;
  items: readonly TabNavItem[];
  className?: string;
  /** Carry the URL's query to every tab (analytics: the filter is shared by all its pages). */
  keepSearch?: boolean;
}) {
  const { search } = useLocation();
  return (
    <nav aria-label={label} className={cn('overflow-x-auto', className)}>
      <ul className="flex flex-wrap gap-x-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={keepSearch ? { pathname: item.to, search } : item.to}
              className={({ isActive }) =>
                cn(
                  'block whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm text-muted-foreground',
                  'hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                  isActive && 'border-primary font-medium text-foreground',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
