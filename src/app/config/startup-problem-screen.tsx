import type { ReactNode } from 'react';

/**
 * Shown instead of the app when it cannot start (invalid feature flags, no backend configuration).
 * Deliberately free of router, theme and providers: any of those may be what failed.
 */
export function StartupProblemScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div role="alert" className="flex flex-col gap-3 text-muted-foreground">
        {children}
      </div>
    </main>
  );
}
