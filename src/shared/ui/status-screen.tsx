import type { ReactNode } from 'react';

/** A full-area message (loading, errors, denials) with optional actions. */
export function StatusScreen({
  title,
  message,
  actions,
  role = 'status',
}: {
  title: string;
  message?: ReactNode;
  actions?: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <div role={role} className="flex max-w-md flex-col gap-2">
        <h1 className="text-xl font-semibold">{title}</h1>
        {message ? <div className="text-muted-foreground">{message}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </div>
  );
}
