import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A box that scrolls its content (a long table): a named region that takes keyboard focus, so
 * keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-auto rounded-md border border-border',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      {children}
    </div>
  );
}
