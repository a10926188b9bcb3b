import {
  CloudCheck,
  CloudDownload,
  CloudOff,
  CloudUpload,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { SyncPhase } from '@sync/engine/sync-status';
import { cn } from '@/shared/ui/cn';
import type { SyncView } from './sync-context';
import { SyncDetails } from './sync-details';
import { needsAttention, syncLine } from './sync-status-text';
import { useDisplayedPhase } from './use-displayed-phase';
import { useNow } from './use-now';

/** How often "synced 5 minutes ago" is recomputed. */
export const LAST_SYNCED_REFRESH_MS = 30_000;

const PHASE_ICONS: Record<SyncPhase, LucideIcon> = {
  offline: CloudOff,
  pushing: CloudUpload,
  pulling: CloudDownload,
  'in-sync': CloudCheck,
  error: TriangleAlert,
};

const PHASE_TONES: Record<SyncPhase, string> = {
  offline: 'bg-warning text-warning-foreground',
  pushing: 'bg-muted text-foreground',
  pulling: 'bg-muted text-foreground',
  'in-sync': 'bg-muted text-muted-foreground',
  error: 'bg-warning text-warning-foreground',
};

/**
 * The header's sync status (DESIGN §6), one line in every phase (`syncLine`): the phase in words,
 * the unsynced count and when this device last synced; pressing it opens the details. The label
 * and count are a polite live region, so a screen reader hears "Offline" or "Sync problem" without
 * moving focus; the last sync stays out of it (it changes every minute, and wide screens only).
 */
export function SyncIndicator({ view }: { view: SyncView }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const now = useNow(LAST_SYNCED_REFRESH_MS);
  const phase = useDisplayedPhase(view.status.phase);
  const Icon = PHASE_ICONS[phase];
  const line = syncLine(phase, view.status, now);
  const attention = needsAttention(view.attention);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-xs font-medium',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          PHASE_TONES[phase],
        )}
      >
        <Icon aria-hidden className="size-3.5 shrink-0" />
        {/* One inline run, so the middle dots space alike whether the last sync shows or not. */}
        <span className="whitespace-nowrap">
          <span role="status" aria-live="polite" aria-atomic="true">
            {line.label}
            {line.pending ? <span className="font-normal"> · {line.pending}</span> : null}
            {attention ? <span className="sr-only"> · needs your attention</span> : null}
          </span>
          {/* Outside the live region: a count that grows every page would be read out each time. */}
          {line.progress ? (
            <span className="font-normal tabular-nums"> · {line.progress}</span>
          ) : null}
          <span className="hidden font-normal text-muted-foreground xl:inline">
            {' · '}
            {line.lastSynced}
          </span>
        </span>
        {attention ? (
          <span aria-hidden className="size-2 rounded-full bg-warning-foreground" />
        ) : null}
      </button>
      {open ? (
        <SyncDetails id={panelId} view={view} now={now} onNavigate={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
