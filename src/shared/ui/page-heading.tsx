import type { ReactNode } from 'react';

/** The one h1 of a screen; screens whose content lands in later issues show only this. */
export function PageHeading({
  title,
  tour,
  children,
}: {
  title: string;
  /** The guided tour's name for this heading, when a step points at it (`data-tour`). */
  tour?: string;
  children?: ReactNode;
}) {
  return (
    <header
      data-print="keep"
      data-tour={tour}
      className="mb-6 flex flex-wrap items-center justify-between gap-3"
    >
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children}
    </header>
  );
}
