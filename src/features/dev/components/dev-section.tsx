import { useId, type ReactNode } from 'react';

/** A titled part of a developer page; `actions` sit beside the title. */
export function DevSection({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Label–value pairs ("Phase: Up to date"), as a description list. */
export function Facts({ items }: { items: ReadonlyArray<[label: string, value: ReactNode]> }) {
  return (
    // content-start: beside a taller neighbour (the rows table) the rows keep their own height.
    <dl className="grid grid-cols-[max-content_1fr] content-start gap-x-6 gap-y-1 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          {/* Long ids and addresses break anywhere; words break only between them. */}
          <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
