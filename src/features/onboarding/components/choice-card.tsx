import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One way to start, on /onboarding: a row across the onboarding column with an icon, a title,
 * what it means and its action. Rows, not three columns: the layout's column is ~33rem wide, where
 * three cards wrapped every label. A link or a button sits at the row's end; a form (`wide`)
 * takes the row's full width under the text.
 */
export function ChoiceCard({
  icon: Icon,
  title,
  children,
  action,
  wide = false,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action: ReactNode;
  wide?: boolean;
}) {
  return (
    <section
      aria-label={title}
      className="grid grid-cols-[auto_1fr] items-start gap-x-4 gap-y-3 rounded-lg border border-border bg-background p-4 sm:grid-cols-[auto_1fr_auto]"
    >
      <Icon aria-hidden className="mt-0.5 size-6 text-primary" />
      <div className="space-y-1">
        <h2 className="text-base font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{children}</p>
      </div>
      <div
        className={
          wide
            ? 'col-span-full sm:col-start-2'
            : 'col-start-2 sm:col-start-3 sm:self-center [&>*]:whitespace-nowrap'
        }
      >
        {action}
      </div>
    </section>
  );
}
