import { Link } from 'react-router';
import { PATHS } from '../access/route-paths';
// The module, not the index: the index also carries the zod date schemas.
import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import { Button } from '@/shared/ui/button';
import type { SyncView } from './sync-context';
import {
  attentionLines,
  lastSyncedText,
  pendingSentence,
  phaseSentence,
  retryText,
} from './sync-status-text';

/** The indicator's panel: what the engine is doing, what waits, and a way to act on it. */
export function SyncDetails({
  id,
  view,
  now,
  onNavigate,
}: {
  id: string;
  view: SyncView;
  now: number;
  onNavigate: () => void;
}) {
  const { status, attention } = view;
  const lines = attentionLines(attention);
  const retry = status.phase === 'error' ? retryText(status.retryAt, now) : null;
  return (
    <div
      id={id}
      role="region"
      aria-label="Sync details"
      className="absolute right-0 top-full z-40 mt-2 w-80 max-w-[calc(100vw-1.5rem)] space-y-3 rounded-lg border border-border bg-background p-4 text-sm shadow-lg"
    >
      <div className="space-y-1">
        <p className="font-medium">{phaseSentence(status)}</p>
        {retry ? <p className="text-muted-foreground">{retry}</p> : null}
        {status.reason !== null && status.detail ? (
          // The engine's own words, for whoever helps the teacher (support, a developer).
          <details className="text-xs text-muted-foreground">
            <summary className="cursor-pointer">Technical details</summary>
            <p className="mt-1 break-words font-mono">{status.detail}</p>
          </details>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">Changes</dt>
        <dd>{pendingSentence(status.pending)}</dd>
        <dt className="text-muted-foreground">Last sync</dt>
        <dd>
          {lastSyncedText(status.lastSyncedAt, now)}
          {status.lastSyncedAt ? (
            <span className="block text-xs text-muted-foreground">
              {formatLocalDateTime(status.lastSyncedAt)}
            </span>
          ) : null}
        </dd>
      </dl>
      {lines.length > 0 ? (
        <div className="space-y-1 rounded-md bg-muted p-3">
          <ul className="list-disc pl-4">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Link
            to={PATHS.settingsSync}
            onClick={onNavigate}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Review sync problems
          </Link>
        </div>
      ) : null}
      {view.storagePersisted === false ? (
        <p className="text-muted-foreground">
          This browser has not agreed to keep offline data: if the device runs low on space, it may
          clear changes that are not synced yet.
        </p>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        disabled={status.phase === 'offline'}
        onClick={view.syncNow}
      >
        Sync now
      </Button>
    </div>
  );
}
