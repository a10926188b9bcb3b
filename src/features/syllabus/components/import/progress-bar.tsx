/**
 * A labelled progress bar. `fraction` 0–1 gives `aria-valuenow` in percent; null is an
 * indeterminate bar (the import is one request, with no way to know how far it has got).
 */
export function ProgressBar({ label, fraction }: { label: string; fraction: number | null }) {
  const percent = fraction === null ? null : Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span>{label}</span>
        {percent !== null && <span className="tabular-nums text-muted-foreground">{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={percent === null ? undefined : 0}
        aria-valuemax={percent === null ? undefined : 100}
        aria-valuenow={percent ?? undefined}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            percent === null
              ? 'h-full w-1/3 animate-pulse rounded-full bg-primary'
              : 'h-full rounded-full bg-primary transition-[width]'
          }
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
