import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One way to start, on /onboarding: an icon, a title, what it means, and its action. */
export function ChoiceCard({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-lg border border-border bg-background p-5"
    >
      <Icon aria-hidden className="size-6 text-primary" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="flex-1 text-sm text-muted-foreground">{children}</div>
      {action}
    </section>
  );
}
