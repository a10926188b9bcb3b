import type { ReactNode } from 'react';

/** The one h1 of a screen; screens whose content lands in later issues show only this. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header data-print="keep" className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children}
    </header>
  );
}
