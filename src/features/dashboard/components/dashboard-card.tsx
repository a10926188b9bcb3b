import { useId, type ReactNode } from 'react';
import { cn } from '@/shared/ui/cn';

/**
 * One dashboard section: a titled card in the analytics pages' kit (border, card background),
 * named by its heading for screen readers and kept whole on paper.
 */
export function DashboardCard({
  title,
  action,
  className,
  children,
}: {
  title: string;
  /** A link beside the title, e.g. to the page with the whole story. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-print="section"
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-md border border-border bg-card p-4',
        className,
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The small link beside a card's title. */
export const CARD_LINK_CLASS =
  'text-sm font-medium underline underline-offset-4 hover:text-foreground/80';
