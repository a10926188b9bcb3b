import { useId, type ReactNode } from 'react';

/** A titled part of the sync page, with the sentence shown when it has nothing in it. */
export function Section({
  title,
  description,
  empty,
  isEmpty,
  children,
}: {
  title: string;
  description: string;
  empty: string;
  isEmpty: boolean | undefined;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {isEmpty === undefined ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : isEmpty ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
